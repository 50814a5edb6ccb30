/**
 * `npm run assemble -- <folder>`: one folder to upload to a CDN, from the built dist/ (DIST_DIR):
 *
 *   <folder>/site/                  the merged site: dist/cn/ at the root, dist/<region>/ under
 *                                   /<region>/, with the site-wide _headers and _redirects, and
 *                                   an `x.html` beside every `x/index.html` (below)
 *   <folder>/functions/             Cloudflare Pages Functions (/ssr/timestamp)
 *   <folder>/netlify/edge-functions Netlify Edge Functions (/ssr/timestamp)
 *   <folder>/netlify.toml           Netlify: publish "site", edge functions, the .cn host rule
 *
 * `--previous <old site folder>` keeps the hashed assets of the previous deploy (its site/ folder)
 * beside the new ones, for one more deploy: pages open in a browser still load their lazily
 * imported scripts (docs/deploy.md).
 *
 * Netlify: `netlify deploy --prod` in <folder>. Cloudflare Pages: `wrangler pages deploy site` in
 * <folder>. S3-style bucket: upload site/ with the cache metadata of docs/deploy.md.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { HASHED_ASSETS_DIR } from '../src/config/http-policy.ts';
import { REGIONS, isRegionCode } from '../src/config/regions.ts';
import { listBundles } from '../tools/bundle/bundle-files.ts';

const distDir = process.env.DIST_DIR ?? 'dist';
const { positionals, values } = parseArgs({ allowPositionals: true, options: { previous: { type: 'string' } } });
const out = positionals[0];
if (!out || positionals.length > 1) {
  console.error('Usage: npm run assemble -- <folder> [--previous <previous deploy’s site folder>]');
  process.exit(2);
}
if (values.previous && !existsSync(values.previous)) {
  console.error(`--previous ${values.previous}: no such folder`);
  process.exit(2);
}
const bundles = listBundles(distDir).filter(isRegionCode);
if (!bundles.length || !existsSync(join(distDir, 'cdn', '_headers'))) {
  console.error(`${distDir}/ holds no built site: run "npm run build" first.`);
  process.exit(1);
}
rmSync(out, { recursive: true, force: true });
const site = join(out, 'site');
mkdirSync(site, { recursive: true });
for (const region of bundles) {
  const prefix = REGIONS[region].prefix;
  // Each bundle's own _headers/_redirects are for deploying it alone; the site-wide ones follow.
  cpSync(join(distDir, region), prefix ? join(site, prefix) : site, {
    recursive: true,
    // The CDN compresses by itself; the .gz twins are for nginx and npm run serve.
    filter: (source) => !/[\\/]_(headers|redirects)$/.test(source) && !source.endsWith('.gz'),
  });
}
// The site's links, canonical URLs and sitemaps name pages without a trailing slash (/us/faq).
// Cloudflare Pages answers such a path with a 308 to /us/faq/ when only us/faq/index.html exists,
// and serves us/faq.html at /us/faq itself (so does Netlify): each page gets that twin, and /us/faq
// answers 200 at once as on nginx and npm run serve (tests/e2e/cloudflare-pages.spec.ts).
for (const file of readdirSync(site, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith(`${sep}index.html`)) continue;
  const twin = `${dirname(join(site, file))}.html`;
  if (!existsSync(twin)) cpSync(join(site, file), twin);
}
let kept = 0;
if (values.previous) {
  for (const region of bundles) {
    const prefix = REGIONS[region].prefix;
    const from = join(values.previous, prefix, HASHED_ASSETS_DIR);
    const to = join(site, prefix, HASHED_ASSETS_DIR);
    if (!existsSync(from)) continue;
    // File by file, sub-folders included: names carry a content hash, so a file already there
    // is the same file.
    for (const name of readdirSync(from, { recursive: true }) as string[]) {
      if (statSync(join(from, name)).isDirectory() || existsSync(join(to, name))) continue;
      mkdirSync(dirname(join(to, name)), { recursive: true });
      cpSync(join(from, name), join(to, name));
      kept += 1;
    }
  }
}
cpSync(join(distDir, 'cdn', '_headers'), join(site, '_headers'));
cpSync(join(distDir, 'cdn', '_redirects'), join(site, '_redirects'));
cpSync(join(distDir, 'cdn', 'cloudflare', 'functions'), join(out, 'functions'), { recursive: true });
cpSync(join(distDir, 'cdn', 'netlify'), join(out, 'netlify'), { recursive: true });
cpSync(join(distDir, 'cdn', 'netlify.toml'), join(out, 'netlify.toml'));
console.log(
  `Assembled ${bundles.join(', ')} into ${out}/ (site/, functions/, netlify/, netlify.toml)` +
    (values.previous ? `, keeping ${kept} hashed asset(s) of ${values.previous}` : ''),
);

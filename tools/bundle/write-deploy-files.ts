/**
 * The deploy files of the merged site, written after the bundles are built (scripts/build.mjs
 * calls writeDeployFiles; `node scripts/write-deploy-files.ts` runs it alone). From the bundles
 * present in a dist folder, the route manifest and the header policy:
 *
 *   dist/nginx/maps.conf, server.conf, site.conf    nginx (docs/deploy.md)
 *   dist/cdn/_headers, _redirects                   Netlify and Cloudflare Pages, merged site
 *   dist/cdn/netlify.toml                           Netlify: publish folder, edge functions, .cn rule
 *   dist/cdn/cloudflare/functions/ssr/timestamp.js  Cloudflare Pages Function
 *   dist/cdn/netlify/edge-functions/timestamp.js    Netlify Edge Function
 *
 * `npm run assemble -- <folder>` (scripts/assemble-site.ts) lays them out with the merged pages.
 *
 * It also writes x.gz beside every compressible file of the bundles (nginx's gzip_static and
 * `npm run serve` send them; CDN uploads leave them out).
 *
 * DEPLOY_ROOT (default /var/www/robosen) is where dist/ is copied on the nginx host; SITE_ORIGIN
 * names the production host. PUBLIC_API_ENV, when the build forced one, fixes connect-src.
 */
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROUTE_TABLE } from '../../src/config/routes.ts';
import { SITE } from '../../src/config/site.ts';
import { listBundles, precompressBundle, siteHashes } from './bundle-files.ts';
import { comHostFor } from '../../src/lib/deploy/cn-host.ts';
import { renderNetlifyToml, renderSiteHeaders, renderSiteRedirects } from '../../src/lib/deploy/cdn-files.ts';
import { renderNginxMaps, renderNginxServer, renderNginxSite } from '../../src/lib/deploy/nginx-config.ts';
import { forcedEnvironmentOf, siteDeployment } from '../../src/lib/deploy/site-deployment.ts';
import { buildRouteManifest } from '../../src/lib/route-manifest.ts';

/** The production host names: the public origin's and, for the .cn rule, its .cn twin. */
export function serverNames(origin: string): string[] {
  const host = new URL(origin).hostname;
  const cnTwin = host.endsWith('.com') ? `${host.slice(0, -'com'.length)}cn` : undefined;
  return cnTwin && comHostFor(cnTwin) === host ? [host, cnTwin] : [host];
}

export function writeDeployFiles(distDir: string, env: NodeJS.ProcessEnv = process.env): readonly string[] {
  const bundles = listBundles(distDir);
  if (!bundles.length) throw new Error(`${distDir}/ holds no built region`);
  const site = siteDeployment(
    buildRouteManifest(ROUTE_TABLE),
    bundles,
    siteHashes(distDir),
    forcedEnvironmentOf(env.PUBLIC_API_ENV),
  );
  for (const region of bundles) precompressBundle(join(distDir, region));
  const names = serverNames(env.SITE_ORIGIN ?? SITE.defaultOrigin);
  const nginxDir = join(distDir, 'nginx');
  const cdnDir = join(distDir, 'cdn');
  rmSync(nginxDir, { recursive: true, force: true });
  rmSync(cdnDir, { recursive: true, force: true });
  mkdirSync(nginxDir, { recursive: true });
  mkdirSync(cdnDir, { recursive: true });

  writeFileSync(join(nginxDir, 'maps.conf'), renderNginxMaps(site));
  writeFileSync(join(nginxDir, 'server.conf'), renderNginxServer(site));
  writeFileSync(
    join(nginxDir, 'site.conf'),
    renderNginxSite({
      root: env.DEPLOY_ROOT ?? '/var/www/robosen',
      serverNames: names,
    }),
  );
  writeFileSync(join(cdnDir, '_headers'), renderSiteHeaders(site));
  writeFileSync(join(cdnDir, '_redirects'), renderSiteRedirects(site));
  const [comHost, cnHost] = names;
  writeFileSync(
    join(cdnDir, 'netlify.toml'),
    renderNetlifyToml(site, cnHost && comHost ? { cn: cnHost, com: comHost } : undefined),
  );
  cpSync(resolve('deploy', 'cloudflare'), join(cdnDir, 'cloudflare'), { recursive: true });
  cpSync(resolve('deploy', 'netlify'), join(cdnDir, 'netlify'), { recursive: true });
  return site.regions;
}

import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isRegionCode, REGION_CODES } from '../../src/config/regions.ts';
import { writeEdited, writtenData } from '../support/written-data.ts';

/**
 * docs/regions.md, "Add a region", done on a copy of the project: a region `ca` (en-CA, CAD; `au`
 * where the registry has `ca` already) as one registry entry, us's data copied for it, and
 * tests/fixtures/region's catalogue. Only src/config/regions.ts changes in the code; check:data
 * passes and `npm run build -- ca` builds its store. The copy is outside the project, with a node_modules of links to the project's
 * packages (Vite takes files under a node_modules folder for packages, not the site's source).
 */
const SCRATCH = join(tmpdir(), `add-a-region-${process.pid}`);
afterAll(() => rmSync(SCRATCH, { recursive: true, force: true }));

/** What a build of the site reads: the code, its configuration and the data. */
const PROJECT = ['src', 'scripts', 'tools', 'server', 'public', 'deploy', 'regions', 'content'];
const CONFIG = ['astro.config.mjs', 'package.json', 'tsconfig.json'];

rmSync(SCRATCH, { recursive: true, force: true });
for (const entry of [...PROJECT, ...CONFIG]) cpSync(entry, join(SCRATCH, entry), { recursive: true });
mkdirSync(join(SCRATCH, 'node_modules'));
for (const name of readdirSync('node_modules').filter((name) => !name.startsWith('.') || name === '.bin')) {
  symlinkSync(resolve('node_modules', name), join(SCRATCH, 'node_modules', name));
}

// The region the recipe adds: one the registry does not have yet.
const NEW = [
  { code: 'ca', locale: 'en-CA', currency: 'CAD', timeZone: 'America/Toronto', label: 'Canada - English' },
  { code: 'au', locale: 'en-AU', currency: 'AUD', timeZone: 'Australia/Sydney', label: 'Australia - English' },
].find(({ code }) => !isRegionCode(code))!;
const { code, locale } = NEW;
const country = code.toUpperCase();

// 1. The registry entry.
const ENTRY = `  ${code}: {
    country: '${country}',
    locale: '${locale}',
    hreflang: '${locale}',
    currency: '${NEW.currency}',
    storeKind: 'western',
    apiGroup: 'us',
    prefix: '${code}',
    timeZone: '${NEW.timeZone}',
  },
} as const satisfies`;
const registry = join(SCRATCH, 'src/config/regions.ts');
writeFileSync(registry, readFileSync(registry, 'utf8').replace('} as const satisfies', ENTRY));

// 2. Its data: us's settings, catalogue, campaigns and copy; a chooser entry; the products it sells.
cpSync('regions/us', join(SCRATCH, `regions/${code}`), { recursive: true });
const copies = readdirSync('content', { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('/us.json'),
);
for (const file of copies) cpSync(join('content', file), join(SCRATCH, 'content', dirname(file), `${code}.json`));
writeEdited(SCRATCH, 'content/region-chooser.json', (chooser) =>
  chooser.groups[0].entries.push({ label: NEW.label, region: code, country, lang: locale }),
);
// …in its own words where us's name the United States.
writeEdited(
  SCRATCH,
  `regions/${code}/settings.json`,
  (settings) => (settings.region.label = NEW.label),
  'regions/us/settings.json',
);
const products = readdirSync('content/products').filter((slug) =>
  (writtenData(`content/products/${slug}/product.json`).regions as string[]).includes('us'),
);
for (const slug of products) {
  writeEdited(SCRATCH, `content/products/${slug}/product.json`, (facts) => facts.regions.push(code));
}

// 3. Its own catalogue, holding what differs from en-US.
cpSync('tests/fixtures/region/catalogue.json', join(SCRATCH, `src/i18n/locales/${locale}.json`));

// 4. `npm run check:data && npm run build -- ca`.
const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], {
    cwd: SCRATCH,
    encoding: 'utf8',
    env: { ...process.env, SITE_NOW: '2026-11-20T12:00:00-05:00', DIST_DIR: 'dist', SITE_DATA_ROOT: '' },
  });
const check = run('scripts/check-data.ts');
const build = check.status === 0 ? run('scripts/build.mjs', code) : undefined;
const built = (page: string) => readFileSync(join(SCRATCH, 'dist', code, page, 'index.html'), 'utf8');

describe('a region added as one registry entry and its data (docs/regions.md, "Add a region")', () => {
  it('passes check:data in every region, the new one too', () => {
    expect(check.status, `${check.stdout}${check.stderr}`).toBe(0);
    expect(check.stdout).toContain(`Data of ${REGION_CODES.length + 1} regions is valid.`);
  });

  it('builds its store under its prefix in its locale, with its catalogue found by name and en-US’s for the rest', () => {
    expect(build?.status, `${build?.stdout}${build?.stderr}`).toBe(0);
    const home = built('');
    expect(home).toMatch(new RegExp(`<html [^>]*lang="${locale}"`));
    expect(home).toContain('Fixture: skip to the main content');
    expect(home).toContain(`>${writtenData('src/i18n/locales/en-US.json').site.homeLink}<`);
    expect(home).toContain(`>${NEW.label}<`);
    expect(home).toContain(`<link rel="alternate" hreflang="${locale}" href="https://www.robosen.com/${code}"`);
    expect(readFileSync(join(SCRATCH, 'dist', code, 'sitemap.xml'), 'utf8')).toContain(
      `<loc>https://www.robosen.com/${code}/flagship-megatron</loc>`,
    );
  });

  it('sells in its currency, as the registry says', () => {
    const price = writtenData('regions/us/catalogue.json').products.flagshipMegatron.price as number;
    const page = built('flagship-megatron');
    expect(page).toContain(`"priceCurrency":"${NEW.currency}"`);
    // en-CA writes Canadian dollars as "$", en-AU Australian dollars too.
    expect(page).toContain(
      new Intl.NumberFormat(locale, { style: 'currency', currency: NEW.currency, maximumFractionDigits: 0 }).format(
        price,
      ),
    );
  });

  it('has the pages of a western store: where-to-buy and product registration, as us has them', () => {
    for (const page of ['product-registration', 'return-manufacturer', 'black-friday']) {
      expect(existsSync(join(SCRATCH, 'dist', code, page, 'index.html')), page).toBe(true);
    }
  });
});

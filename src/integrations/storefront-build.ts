import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { BuildContext } from '../config/build-context.ts';
import { TEST_FIXTURES_PATH } from '../config/routes.ts';
import {
  loadContactPage,
  loadHomePage,
  loadHongKongMacaoPage,
  loadRegionChooser,
  loadRegionSettings,
  loadShippingReturns,
  loadWhereToBuyPage,
} from '../data/load-data.ts';
import { guideDrift } from '../data/manuals.ts';
import { DataError } from '../lib/data-error.ts';
import { bundleHashes } from '../lib/deploy/bundle-files.ts';
import { renderBundleHeaders } from '../lib/deploy/cdn-files.ts';
import { forcedEnvironmentOf } from '../lib/deploy/site-deployment.ts';
import { hasPage, planRedirects } from '../lib/route-manifest.ts';
import { routePath } from '../lib/urls.ts';
import { missingStrings } from '../i18n/translator.ts';

/**
 * The project's build hooks:
 * - in the test fixture bundle only (SITE_TEST_FIXTURES=1), add the route of the test-only pages
 *   (src/fixtures/), so that production bundles never contain their code;
 * - before rendering, validate the region's data, so a bad file fails the build with its
 *   name and field rather than with a render stack trace, and warn about product guides
 *   that are out of date with their data;
 * - after the build, write `_redirects` (`from to status`, the format most CDNs read and
 *   `npm run serve` answers) and `_headers` (the header policy of src/config/http-policy.ts with
 *   the hashes of this bundle's inline scripts and styles, read from the built pages), and print
 *   the missing-string report.
 */
export function storefrontBuild(context: BuildContext): AstroIntegration {
  return {
    name: 'storefront-build',
    hooks: {
      'astro:config:setup': ({ logger, injectRoute }) => {
        if (context.includeTestFixtures) {
          injectRoute({
            pattern: `/${TEST_FIXTURES_PATH}/[...fixture]`,
            entrypoint: fileURLToPath(new URL('../fixtures/FixtureRoute.astro', import.meta.url)),
          });
        }
        try {
          loadRegionChooser(context);
          loadRegionSettings(context, context.region);
          loadHomePage(context, context.region);
          loadContactPage(context, context.region);
          loadShippingReturns(context, context.region);
          if (hasPage(context.manifest, 'where-to-buy', context.region)) loadWhereToBuyPage(context, context.region);
          if (hasPage(context.manifest, 'where-to-buy/hongkong-macao', context.region))
            loadHongKongMacaoPage(context, context.region);
        } catch (error) {
          if (error instanceof DataError)
            logger.error(`Invalid content for region ${context.region}:\n${error.message}`);
          throw error;
        }
        // Stale guides still build (the unit tests fail on them): the PDFs need fonts to redo.
        const drift = guideDrift(context.root, context.region);
        if (drift.length)
          logger.warn(`manuals: ${drift.length} product guide(s) are out of date; run \`npm run manuals\``);
      },
      'astro:build:done': ({ dir, logger }) => {
        const rules = planRedirects(context.manifest, context.region).map(
          (redirect) => `${routePath(context.region, redirect.from)} ${routePath(context.region, redirect.to)} 301`,
        );
        writeFileSync(new URL('_redirects', dir), rules.length ? `${rules.join('\n')}\n` : '');
        const hashes = bundleHashes(fileURLToPath(dir));
        const forcedEnvironment = forcedEnvironmentOf(process.env.PUBLIC_API_ENV);
        writeFileSync(new URL('_headers', dir), renderBundleHeaders(context.region, { forcedEnvironment }, hashes));
        logger.info(`csp: ${hashes.scripts.length} inline script(s), ${hashes.styles.length} inline style(s) hashed`);

        const missing = missingStrings();
        if (missing.size === 0) logger.info(`strings: no missing keys (region ${context.region})`);
        for (const [locale, keys] of missing) {
          logger.warn(`strings: ${keys.size} missing in ${locale}: ${[...keys].sort().join(', ')}`);
        }
      },
    },
  };
}

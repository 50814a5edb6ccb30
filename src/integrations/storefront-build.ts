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
import { DataError } from '../lib/data-error.ts';
import { hasPage, planRedirects } from '../lib/route-manifest.ts';
import { routePath } from '../lib/urls.ts';
import { missingStrings } from '../i18n/translator.ts';

/**
 * The project's build hooks:
 * - in test builds only, add the route of the test-only pages (src/fixtures/), so that
 *   production bundles never contain their code;
 * - before rendering, validate the region's data, so a bad file fails the build with its
 *   name and field rather than with a render stack trace;
 * - after the build, write `_redirects` (`from to status`, the format most CDNs read and
 *   `npm run serve` answers) and print the missing-string report.
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
      },
      'astro:build:done': ({ dir, logger }) => {
        const rules = planRedirects(context.manifest, context.region).map(
          (redirect) => `${routePath(context.region, redirect.from)} ${routePath(context.region, redirect.to)} 301`,
        );
        writeFileSync(new URL('_redirects', dir), rules.length ? `${rules.join('\n')}\n` : '');

        const missing = missingStrings();
        if (missing.size === 0) logger.info(`strings: no missing keys (region ${context.region})`);
        for (const [locale, keys] of missing) {
          logger.warn(`strings: ${keys.size} missing in ${locale}: ${[...keys].sort().join(', ')}`);
        }
      },
    },
  };
}

import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { BuildContext } from '../data/build-context.ts';
import { bundleHashes } from '../../tools/bundle/bundle-files.ts';
import { renderBundleHeaders } from '../lib/deploy/cdn-files.ts';
import { forcedEnvironmentOf } from '../lib/deploy/site-deployment.ts';
import { ROUTE_TABLE } from '../config/routes.ts';
import { buildRouteManifest, planRedirects } from '../lib/route-manifest.ts';
import { routePath } from '../lib/urls.ts';

/**
 * The project's build hook: after the build, write `_redirects` (`from to status`, the format
 * most CDNs read and `npm run serve` answers) and `_headers` (the header policy of
 * src/config/http-policy.ts with the hashes of this bundle's inline scripts and styles, read from
 * the built pages).
 */
export function storefrontBuild(context: BuildContext): AstroIntegration {
  return {
    name: 'storefront-build',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        // Redirects come from the route table alone: no data gate opens or closes one.
        const manifest = buildRouteManifest(ROUTE_TABLE);
        const rules = planRedirects(manifest, context.region).map(
          (redirect) => `${routePath(context.region, redirect.from)} ${routePath(context.region, redirect.to)} 301`,
        );
        writeFileSync(new URL('_redirects', dir), rules.length ? `${rules.join('\n')}\n` : '');
        const hashes = bundleHashes(fileURLToPath(dir));
        const forcedEnvironment = forcedEnvironmentOf(process.env.PUBLIC_API_ENV);
        writeFileSync(new URL('_headers', dir), renderBundleHeaders(context.region, { forcedEnvironment }, hashes));
        logger.info(`csp: ${hashes.scripts.length} inline script(s), ${hashes.styles.length} inline style(s) hashed`);
      },
    },
  };
}

// @ts-check
import { fileURLToPath } from 'node:url';
import site from '../../astro.config.mjs';
import { TEST_FIXTURE_ASSETS_DIR } from './src/fixture-routes.ts';

/**
 * The fixture site: the site's configuration with this folder's src/ (its test pages, the site's
 * collections), so that the site's own code holds no test page. Its bundles
 * (tests/fixture-site/build.ts) are served beside dist/ by the end-to-end tests.
 */
export default {
  ...site,
  srcDir: fileURLToPath(new URL('src/', import.meta.url)),
  build: { ...site.build, assets: TEST_FIXTURE_ASSETS_DIR },
};

#!/usr/bin/env node
/**
 * `npm run test:e2e`: makes sure the system Chromium and nginx are there (installing Debian's
 * when running as root with apt, else saying in one line how to get them), builds what ships (all
 * regions into dist/, with the nginx configuration), the small test fixture bundle
 * (dist-fixtures/: only the test-only pages) and the fixture-data bundles (dist-test-data/: us and
 * cn over the made-up data of tests/fixtures/data, for the pages whose shipped data is short),
 * checks the size budgets and the HTML, and runs Playwright, whose tests visit dist/ through nginx
 * (playwright.config.ts).
 * E2E_SKIP_BUILD=1 reuses the existing dist/, dist-fixtures/ and dist-test-data/. Extra arguments
 * go to Playwright.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.ts';
import { ensureNginx } from './server/nginx.ts';
import {
  FIXTURE_DATA_DIST_DIR,
  FIXTURE_DATA_OVERLAY,
  FIXTURE_DATA_REGIONS,
  FIXTURE_REGIONS,
  FIXTURES_DIST_DIR,
  TEST_DIST_DIR,
} from '../tests/e2e/support/constants.ts';
import { ensureFixturePhoto } from '../tests/e2e/support/fixture-photo.ts';

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let chromium = chromiumPath();
if (!chromium && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log('Chromium is missing: installing Debian’s chromium package…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
  chromium = chromiumPath();
}
if (!chromium) {
  console.error('No Chromium found: install Debian’s (sudo apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}

try {
  ensureNginx();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// The fixture product's photo (a camera-sized JPEG) is made here, never committed; the specs that
// read the fixture data need it even when the bundles are reused.
await ensureFixturePhoto();

if (process.env.E2E_SKIP_BUILD !== '1') {
  // The production build, exactly as `npm run build` (PUBLIC_API_ENV and SITE_NOW left out).
  const { PUBLIC_API_ENV: _forced, SITE_NOW: _now, ...productionEnv } = process.env;
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
    stdio: 'inherit',
    env: { ...productionEnv, DIST_DIR: TEST_DIST_DIR },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  run(process.execPath, ['scripts/build.mjs', ...FIXTURE_REGIONS], {
    DIST_DIR: FIXTURES_DIST_DIR,
    SITE_TEST_FIXTURES: '1',
  });
  // The dealer lists, Hong Kong and Macau page and offices in full, over fixture data
  // (tests/e2e/fixture-data.spec.ts); such a build never goes into dist/ (docs/build.md).
  run(process.execPath, ['scripts/build.mjs', ...FIXTURE_DATA_REGIONS], {
    DIST_DIR: FIXTURE_DATA_DIST_DIR,
    SITE_DATA_OVERLAY: FIXTURE_DATA_OVERLAY,
  });
}
// Size budgets of every page (scripts/bench.mjs) and the Nu HTML checker over what ships,
// before any browser starts.
run(process.execPath, ['scripts/bench.mjs', '--check'], { DIST_DIR: TEST_DIST_DIR });
run(process.execPath, ['scripts/check-html.mjs'], { DIST_DIR: TEST_DIST_DIR });
run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  CHROMIUM_PATH: chromium,
});

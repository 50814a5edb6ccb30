#!/usr/bin/env node
/**
 * `npm run test:e2e`: makes sure the system Chromium is there (installing Debian's when
 * running as root with apt, else saying in one line how to get it), builds the test bundles
 * (all regions plus the test-only fixtures, into dist-test/; us and cn again over the fixture
 * data of tests/fixtures/data, into dist-test-data/), checks the size budgets and runs
 * Playwright.
 * E2E_SKIP_BUILD=1 reuses an existing dist-test/. Extra arguments go to Playwright.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const findChromium = () => process.env.CHROMIUM_PATH ?? CANDIDATES.find((path) => existsSync(path));

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

let chromium = findChromium();
if (!chromium && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log('Chromium is missing: installing Debian’s chromium package…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' });
  chromium = findChromium();
}
if (!chromium) {
  console.error('No Chromium found: install Debian’s (sudo apt-get install chromium) or set CHROMIUM_PATH.');
  process.exit(1);
}

if (process.env.E2E_SKIP_BUILD !== '1') {
  run(process.execPath, ['scripts/build.mjs'], { DIST_DIR: 'dist-test', SITE_TEST_FIXTURES: '1' });
  // The pages whose shipped data is short (dealers, contact facts) over full fixture data, for
  // tests/e2e/fixture-data.spec.ts (FIXTURE_DATA_DIST_DIR in tests/e2e/support/constants.ts).
  run(process.execPath, ['scripts/build.mjs', 'us', 'cn'], {
    DIST_DIR: 'dist-test-data',
    SITE_TEST_FIXTURES: '1',
    SITE_DATA_OVERLAY: 'tests/fixtures/data',
  });
}
// Size budgets of the home pages (scripts/bench.mjs) before any browser starts.
run(process.execPath, ['scripts/bench.mjs', '--check'], { DIST_DIR: 'dist-test' });
run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', ...process.argv.slice(2)], {
  CHROMIUM_PATH: chromium,
});

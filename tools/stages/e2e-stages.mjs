/**
 * What `npm run test:e2e` (scripts/test-e2e.mjs), `npm test` (scripts/test.ts) and
 * `npm run verify` (scripts/verify.ts) share: making sure the end-to-end stages can run, and
 * those stages (the test bundles' builds, their size budgets and HTML, Playwright).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../browser/chromium.ts';
import { ensureNginx } from '../../server/nginx.ts';
import {
  FIXTURE_DATA_DIST_DIR,
  FIXTURE_DATA_REGIONS,
  FIXTURE_REGIONS,
  FIXTURES_DIST_DIR,
  TEST_DIST_DIR,
} from '../../tests/e2e/support/constants.ts';
import { ensureFixturePhoto } from '../../tests/e2e/support/fixture-photo.ts';
import { assembleTestData, testDataRoot } from '../../tests/support/test-data.ts';

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * Makes sure what the end-to-end stages need is there: the system Chromium (Debian's installed
 * when running as root with apt), nginx, the fixture product's photo (a camera-sized JPEG,
 * made here, never committed; the specs that read the fixture data need it even when the bundles
 * are reused) and the test data sets it is part of (tests/support/test-data.ts). Resolves to Chromium's path; exits with one line saying what is missing.
 */
export async function prepareE2e() {
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
  await ensureFixturePhoto();
  assembleTestData();
  return chromium;
}

/**
 * The stages of `npm run test:e2e`, each a command; `npm test` runs the same ones between its own.
 * E2E_SKIP_BUILD=1 leaves out the builds. `playwrightArgs` go to Playwright.
 */
export function e2eStages(chromium, playwrightArgs = []) {
  const node = process.execPath;
  const builds = [
    // The production build, exactly as `npm run build` (PUBLIC_API_ENV and SITE_NOW left out).
    {
      name: 'build dist/',
      command: node,
      args: ['scripts/build.mjs'],
      env: { DIST_DIR: TEST_DIST_DIR, PUBLIC_API_ENV: undefined, SITE_NOW: undefined },
    },
    {
      name: 'build dist-fixtures/',
      command: node,
      args: ['scripts/build.mjs', '--config', 'tests/fixture-site/astro.config.mjs', ...FIXTURE_REGIONS],
      env: { DIST_DIR: FIXTURES_DIST_DIR },
    },
    // The dealer lists, Hong Kong and Macau page and offices in full, over the fixture data set
    // (tests/e2e/fixture-data.spec.ts), into a folder of its own.
    {
      name: 'build dist-test-data/',
      command: node,
      args: ['scripts/build.mjs', ...FIXTURE_DATA_REGIONS],
      env: { DIST_DIR: FIXTURE_DATA_DIST_DIR, SITE_DATA_ROOT: testDataRoot('fixture') },
    },
  ];
  return [
    ...(process.env.E2E_SKIP_BUILD === '1' ? [] : builds),
    // Size budgets of every page (scripts/bench.mjs) and the Nu HTML checker over what ships,
    // before any browser starts.
    { name: 'size budgets', command: node, args: ['scripts/bench.mjs', '--check'], env: { DIST_DIR: TEST_DIST_DIR } },
    { name: 'HTML checker', command: node, args: ['scripts/check-html.mjs'], env: { DIST_DIR: TEST_DIST_DIR } },
    {
      name: 'end-to-end (Playwright)',
      command: node,
      args: ['node_modules/@playwright/test/cli.js', 'test', ...playwrightArgs],
      env: { CHROMIUM_PATH: chromium },
    },
  ];
}

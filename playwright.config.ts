import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tools/browser/chromium.ts';
import {
  DEFAULT_API_PORT,
  DEFAULT_SERVER_PORT,
  FIXTURES_DIST_DIR,
  TEST_DIST_DIR,
} from './tests/e2e/support/constants.ts';

/**
 * End-to-end tests in the system Chromium against what ships: the production bundles (dist/)
 * served by nginx with the configuration the build generated (`npm run serve:nginx`), CSP in
 * force. The test-only pages come from their own bundle (dist-fixtures/), served beside dist/.
 * scripts/test-e2e.mjs builds both.
 */
const executablePath = chromiumPath();

export default defineConfig({
  testDir: 'tests/e2e',
  // The data the specs read (tests/support/shipped-data.ts), synced once before them.
  globalSetup: './tests/support/assemble-test-data.ts',
  // A file's tests run in one worker, one after another, so that its beforeAll/afterAll hooks
  // and server pools (a server per clock, API faults) run once per file: in fully parallel mode
  // each test is a group of its own, and they ran around every test. Files of independent
  // tests without hooks opt into `test.describe.configure({ mode: 'parallel' })`.
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${DEFAULT_SERVER_PORT}`,
    browserName: 'chromium',
    launchOptions: { ...(executablePath && { executablePath }), args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: 'node scripts/serve-nginx.ts',
    env: {
      PORT: String(DEFAULT_SERVER_PORT),
      API_PORT: String(DEFAULT_API_PORT),
      DIST_DIR: TEST_DIST_DIR,
      SITE_FIXTURES_DIR: FIXTURES_DIST_DIR,
      HOST: '127.0.0.1',
      API_DB: ':memory:',
    },
    url: `http://127.0.0.1:${DEFAULT_SERVER_PORT}/ssr/timestamp`,
    reuseExistingServer: false,
    // SIGTERM lets serve-nginx stop nginx and remove its temporary folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'ignore',
  },
});

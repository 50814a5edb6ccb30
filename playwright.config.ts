import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/e2e/support/chromium.ts';
import { DEFAULT_SERVER_PORT, TEST_DIST_DIR } from './tests/e2e/support/constants.ts';

/**
 * End-to-end tests in the system Chromium against `npm run serve` over the test bundles
 * (dist-test/, built with the test-only fixtures by scripts/test-e2e.mjs).
 */
const executablePath = chromiumPath();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
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
    command: 'node scripts/serve.ts',
    env: { PORT: String(DEFAULT_SERVER_PORT), DIST_DIR: TEST_DIST_DIR, HOST: '127.0.0.1', API_DB: ':memory:' },
    url: `http://127.0.0.1:${DEFAULT_SERVER_PORT}/ssr/timestamp`,
    reuseExistingServer: false,
    stdout: 'ignore',
  },
});

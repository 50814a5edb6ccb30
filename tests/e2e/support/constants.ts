export const TEST_DIST_DIR = 'dist-test';
/** Port of the shared test server; E2E_PORT moves it so that two checkouts can test at once. */
export const DEFAULT_SERVER_PORT = Number(process.env.E2E_PORT) || 4510;

export const TEST_DIST_DIR = 'dist-test';
/** Port of the shared test server; E2E_PORT moves it so that two checkouts can test at once. */
export const DEFAULT_SERVER_PORT = Number(process.env.E2E_PORT) || 4510;
/** The us and cn bundles built over tests/fixtures/data (full dealer lists, Hong Kong and Macau). */
export const FIXTURE_DATA_DIST_DIR = 'dist-test-data';

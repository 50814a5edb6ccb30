export const TEST_DIST_DIR = 'dist-test';
export const DEFAULT_SERVER_PORT = 4510;

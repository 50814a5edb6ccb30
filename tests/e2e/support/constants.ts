import { REGION_CODES, isRegionCode, type RegionCode } from '../../../src/config/regions.ts';

/** The production bundles the suite tests: what `npm run build` writes and a deploy ships. */
export const TEST_DIST_DIR = 'dist';
/** The bundle of the test pages (tests/fixture-site/), served beside dist/ by tests only. */
export const FIXTURES_DIST_DIR = 'dist-fixtures';
/** Regions whose test-only pages the specs visit. */
export const FIXTURE_REGIONS = ['cn', 'us', 'uk', 'de'] as const;
/**
 * Port of the shared nginx test server; E2E_PORT moves it so that two checkouts can test at once.
 * Every other server of the suite takes a port just above it (support/ports.ts).
 */
export const DEFAULT_SERVER_PORT = Number(process.env.E2E_PORT) || 4510;
/** The private port of the shared server's reference API. */
export const DEFAULT_API_PORT = DEFAULT_SERVER_PORT + 1;
/** Ports the suite may use, from DEFAULT_SERVER_PORT on (E2E_PORT_COUNT, default 50). */
export const PORT_RANGE_SIZE = Number(process.env.E2E_PORT_COUNT) || 50;
/**
 * The fixture-data bundles: the production pages of these regions built over tests/fixtures/data
 * laid over the shipped data (the "fixture" data set of tests/support/test-data.ts; full dealer lists, Hong Kong and Macau, offices, and whatever a case needs
 * that the shipped data may lack), for fixture-data.spec.ts and the fixture cases of other specs.
 */
export const FIXTURE_DATA_DIST_DIR = 'dist-test-data';
/** The fixture files those bundles' data set lays over the shipped data. */
export const FIXTURE_DATA_FILES = 'tests/fixtures/data';
export const FIXTURE_DATA_REGIONS = ['us', 'cn'] as const;
/**
 * The regions whose built pages the page checks visit (pages.spec.ts, links.spec.ts, the size
 * budgets and the HTML checker): every region, or those `npm run verify -- <region…>` names
 * (VERIFY_REGIONS, comma-separated), whose bundles are the ones just rebuilt.
 */
export const CHECKED_REGIONS: readonly RegionCode[] = checkedRegions(process.env.VERIFY_REGIONS);

function checkedRegions(value: string | undefined): readonly RegionCode[] {
  if (!value) return REGION_CODES;
  const named = value.split(',').map((code) => code.trim());
  const unknown = named.filter((code) => !isRegionCode(code));
  if (unknown.length)
    throw new Error(`VERIFY_REGIONS: ${unknown.join(', ')} is no region (${REGION_CODES.join(', ')})`);
  return named as RegionCode[];
}

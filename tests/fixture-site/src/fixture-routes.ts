import { REGION_CODES } from '../../../src/config/regions.ts';
import type { RouteRecord } from '../../../src/config/routes.ts';
import { buildRouteManifest } from '../../../src/lib/route-manifest.ts';

/** Where the test pages live in every region's fixture bundle: /<region>/test-fixtures/… */
export const TEST_FIXTURES_PATH = 'test-fixtures';

/** The assets folder of the fixture bundle: never `_astro`, so it cannot shadow a production asset. */
export const TEST_FIXTURE_ASSETS_DIR = '_fixture-assets';

/** The fixture site's pages, by the component each renders (src/pages/test-fixtures/[...fixture].astro). */
export type FixturePage = 'time-gate-fixture' | 'api-fixture';

const FIXTURE_ROUTES: readonly (Omit<RouteRecord, 'page' | 'children'> & {
  page?: FixturePage;
  children?: readonly (Omit<RouteRecord, 'page'> & { page: FixturePage })[];
})[] = [
  {
    path: TEST_FIXTURES_PATH,
    regions: REGION_CODES,
    children: [
      {
        // A time-gated page, so that the time guard is exercised end to end with a window of its own.
        path: 'time-gate',
        page: 'time-gate-fixture',
        meta: {
          startTime: '2031-01-01T00:00:00+00:00',
          endTime: '2031-02-01T00:00:00+00:00',
          scrollPosition: '#fixture-target',
        },
      },
      {
        // Hands the real API client and session store to end-to-end tests.
        path: 'api',
        page: 'api-fixture',
        meta: { noindex: true },
      },
      {
        // Open from before any build to the start of the fifth year after it: shown as built
        // before the server answers, and its end near enough for a server clock the browser
        // believes (src/lib/server-time.ts: offsets of up to ten years).
        path: 'open-gate',
        page: 'time-gate-fixture',
        meta: {
          startTime: '2020-01-01T00:00:00+00:00',
          endTime: `${new Date().getUTCFullYear() + 5}-01-01T00:00:00+00:00`,
        },
      },
      {
        path: 'closed-gate',
        page: 'time-gate-fixture',
        meta: { startTime: '2020-01-01T00:00:00+00:00', endTime: '2020-02-01T00:00:00+00:00' },
      },
    ],
  },
];

/**
 * The fixture pages as the site's own route manifest would hold them, windows and all. Their
 * page keys are the fixture site's, not the site's (the manifest's type names the site's).
 */
export const fixtureManifest = () => buildRouteManifest(FIXTURE_ROUTES as unknown as readonly RouteRecord[]);

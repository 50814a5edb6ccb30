import { normalize, resolve } from 'node:path';
import { isRegionCode, REGION_CODES, type RegionCode } from '../config/regions.ts';
import { SITE } from '../config/site.ts';
import { readSession } from './data-files.ts';
import { devDataState } from './dev-data-state.ts';
import { siteManifest } from './site-manifest.ts';
import type { RouteManifest } from '../lib/route-manifest.ts';
import { parseInstant } from '../lib/time-window.ts';

/**
 * What one Astro build is building, read once from the environment that scripts/build.mjs
 * sets: REGION, SITE_NOW, SITE_ORIGIN, SITE_TEST_FIXTURES, SITE_DATA_OVERLAY; and, for the
 * content layer's sync that `npm run check:data` runs, SITE_CHECK_DATA and SITE_DATA_ROOT.
 * Server-side only.
 */
export interface BuildContext {
  region: RegionCode;
  /** The instant every build-time decision about time is taken at. */
  now: number;
  origin: string;
  /**
   * SITE_TEST_FIXTURES=1: this build is the test fixture bundle, holding only the test-only pages
   * (with their assets under their own folder), served beside the production bundles by tests.
   */
  includeTestFixtures: boolean;
  manifest: RouteManifest;
  /** Every data file the manifest read or looked for (what `astro dev` watches for it). */
  manifestFiles: ReadonlySet<string>;
  /** The folder whose regions/ and content/ hold the data: the project, or SITE_DATA_ROOT (a copy laid out like it). */
  root: string;
  /**
   * SITE_CHECK_DATA=1: this is `npm run check:data`'s sync of the content layer, which also fails
   * on what a build does not hold (the manuals lists and where-to-buy copy of pages the region
   * does not build yet) and renders no product guide.
   */
  checkData: boolean;
  /** Fixture data files over the project's (test builds only): see DataFiles.overlay. */
  overlay?: string | undefined;
}

/** The environment readBuildContext reads: a context holds only for the values it was read with. */
const CONTEXT_SETTINGS = [
  'REGION',
  'SITE_NOW',
  'SITE_TEST_FIXTURES',
  'SITE_DATA_OVERLAY',
  'SITE_DATA_ROOT',
  'SITE_ORIGIN',
  'SITE_CHECK_DATA',
  'DIST_DIR',
] as const;

export function readBuildContext(env: NodeJS.ProcessEnv = process.env): BuildContext {
  const region = env.REGION ?? 'cn';
  if (!isRegionCode(region)) {
    throw new Error(`REGION="${region}" is not a region; use one of ${REGION_CODES.join(', ')}`);
  }
  const now = env.SITE_NOW ? parseSiteNow(env.SITE_NOW) : Date.now();
  const includeTestFixtures = env.SITE_TEST_FIXTURES === '1';
  const overlay = env.SITE_DATA_OVERLAY || undefined;
  if (overlay) assertTestDataBuild(overlay, env, includeTestFixtures);
  const root = resolve(env.SITE_DATA_ROOT || process.cwd());
  return {
    region,
    now,
    origin: (env.SITE_ORIGIN ?? SITE.defaultOrigin).replace(/\/+$/, ''),
    includeTestFixtures,
    ...readManifest(root, { includeTestFixtures, overlay }),
    root,
    overlay,
    checkData: env.SITE_CHECK_DATA === '1',
  };
}

function readManifest(root: string, options: { includeTestFixtures: boolean; overlay: string | undefined }) {
  const session = readSession();
  return { manifest: siteManifest(root, { ...options, session }), manifestFiles: session.paths };
}

/**
 * Fixture data must never reach a production bundle: a build over SITE_DATA_OVERLAY writes into
 * a folder of its own (DIST_DIR, e.g. dist-test-data), never into dist/, which is what deploys
 * ship; and it is not the test fixture bundle, which holds no data pages to read it.
 */
function assertTestDataBuild(overlay: string, env: NodeJS.ProcessEnv, includeTestFixtures: boolean): void {
  if (includeTestFixtures) {
    throw new Error(
      `SITE_DATA_OVERLAY="${overlay}" does not go with SITE_TEST_FIXTURES=1: the test fixture bundle holds no data pages`,
    );
  }
  if (normalize(env.DIST_DIR ?? 'dist').replace(/\/+$/, '') === 'dist') {
    throw new Error(
      `SITE_DATA_OVERLAY="${overlay}" is for test builds only: build into a folder of their own (DIST_DIR=dist-test-data), never into dist/`,
    );
  }
}

/** The folder a region's build writes its bundle into: DIST_DIR (default dist) / region. */
export const bundleDir = (region: RegionCode, env: NodeJS.ProcessEnv = process.env): string =>
  `${env.DIST_DIR ?? 'dist'}/${region}`;

export function parseSiteNow(value: string): number {
  try {
    return parseInstant(value);
  } catch {
    throw new Error(`SITE_NOW="${value}" is not an ISO 8601 instant with an offset, e.g. 2026-11-22T09:00:00Z`);
  }
}

/**
 * Where the running build keeps its context: on the process, not in this module. A build
 * evaluates this module twice, each a module instance of its own (in Node for astro.config.mjs
 * and the content collections, and in the prerender bundle), and each would read the route
 * manifest's data files again; both run in one process, so the first computes the context and
 * the other takes it.
 */
const SHARED = Symbol.for('robosen.build-context');

/**
 * The context of the running build, computed once per build (again when the settings it reads
 * from the environment change: a build worker's next region, scripts/build-worker.mjs). In
 * `astro dev` the route manifest is computed again after the loader has seen a data file change
 * (src/data/dev-data-state.ts): the manifest follows the data (the dealers and manuals open their
 * pages), and the dev server runs for as long as the marketer edits.
 */
export function buildContext(): BuildContext {
  const holder = globalThis as { [SHARED]?: { context: BuildContext; generation: number; settings: string } };
  const { generation } = devDataState();
  const settings = JSON.stringify(CONTEXT_SETTINGS.map((name) => process.env[name]));
  const cached = holder[SHARED];
  // Another region or data folder in the same process (check:data syncs every region in one),
  // or check:data itself, whose unit tests edit a copy between two checks: read afresh.
  if (!cached || cached.settings !== settings || process.env.SITE_CHECK_DATA === '1') {
    holder[SHARED] = { context: readBuildContext(), generation, settings };
  } else if (cached.generation !== generation) {
    const { root, includeTestFixtures, overlay } = cached.context;
    holder[SHARED] = {
      context: { ...cached.context, ...readManifest(root, { includeTestFixtures, overlay }) },
      generation,
      settings,
    };
  }
  return holder[SHARED]!.context;
}

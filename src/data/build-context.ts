import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { assertRegistry, DEFAULT_REGION, isRegionCode, REGION_CODES, type RegionCode } from '../config/regions.ts';
import { SITE } from '../config/site.ts';
import { parseInstant } from '../lib/time-window.ts';

/**
 * What one Astro build is building, read once from the environment that scripts/build.mjs
 * sets: REGION, SITE_NOW, SITE_ORIGIN and SITE_DATA_ROOT.
 * Server-side only.
 */
export interface BuildContext {
  region: RegionCode;
  /** The instant every build-time decision about time is taken at. */
  now: number;
  origin: string;
  /**
   * The folder whose regions/ and content/ hold the data: the project, or SITE_DATA_ROOT (a
   * folder laid out like it: a marketer's copy, or a test's data set).
   */
  root: string;
}

/** The environment readBuildContext reads: a context holds only for the values it was read with. */
const CONTEXT_SETTINGS = ['REGION', 'SITE_NOW', 'SITE_DATA_ROOT', 'SITE_ORIGIN', 'DIST_DIR'] as const;

export function readBuildContext(env: NodeJS.ProcessEnv = process.env): BuildContext {
  assertRegistry();
  const region = env.REGION ?? DEFAULT_REGION;
  if (!isRegionCode(region)) {
    throw new Error(`REGION="${region}" is not a region; use one of ${REGION_CODES.join(', ')}`);
  }
  const now = env.SITE_NOW ? parseSiteNow(env.SITE_NOW) : Date.now();
  const root = resolve(env.SITE_DATA_ROOT || process.cwd());
  return {
    region,
    now,
    origin: (env.SITE_ORIGIN ?? SITE.defaultOrigin).replace(/\/+$/, ''),
    root,
  };
}

/**
 * The name of what Astro keeps for a build between runs (its Astro root, its data store): one per
 * region and data root, `us` for the project's own data, `<digest of the root's path>-us` for
 * another. A store loaded from another data root's cache would keep that root's entries, and
 * Astro rewrites its generated modules (content-assets.mjs) only when the store changed: they sit
 * under fixed names in the root's .astro/ (withastro/astro#12992).
 */
export const cacheName = ({ region, root }: Pick<BuildContext, 'region' | 'root'>): string =>
  root === process.cwd() ? region : `${createHash('sha256').update(root).digest('hex').slice(0, 8)}-${region}`;

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

let cached: { context: BuildContext; settings: string } | undefined;

/**
 * The context of the running build, read from the environment once (again when the settings it
 * reads change: a build worker's next region, scripts/build-worker.mjs).
 */
export function buildContext(): BuildContext {
  const settings = JSON.stringify(CONTEXT_SETTINGS.map((name) => process.env[name]));
  if (cached?.settings !== settings) cached = { context: readBuildContext(), settings };
  return cached.context;
}

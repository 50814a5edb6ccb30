import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import { loadedFiles } from '../../src/data/data-file-loader.ts';
import { gatherFileFacts } from '../../src/data/file-facts.ts';
import type { DataFiles } from '../../src/lib/data-files.ts';
import { regionRules, type DataContext, type RegionRecord } from '../../src/lib/region-rules.ts';
import type { RouteManifest } from '../../src/lib/route-manifest.ts';
import { loadRegions, readAllData, type RegionLoad } from '../../tools/data-check/check-data.ts';

/**
 * The one way the tests read data: every file of a data set read as the collections' loader reads
 * it (src/data/data-file-loader.ts, in memory), and what the cross-file rules make of it for each
 * region (src/lib/region-rules.ts), as `npm run check:data` reads it
 * (tools/data-check/check-data.ts).
 *
 * A data set is a data root: a folder laid out like the project (regions/…, content/…). A set of
 * fixture files over the shipped ones is assembled once per test run, before any test
 * (assembleTestData: vitest's global setup, and the end-to-end runner's), into a folder of its
 * own, which a build reads through SITE_DATA_ROOT like any data root (docs/build.md, "Fixture data").
 */
export const TEST_DATA_SETS = {
  /** The data the project ships: regions/ and content/. */
  shipped: { root: '.' },
  /** Made-up data whose values the unit tests know (tests/fixtures/unit/README.md). */
  unit: { root: 'tests/fixtures/unit' },
  /** The fixture-data bundles' data: tests/fixtures/data over the shipped files. */
  fixture: { over: 'tests/fixtures/data' },
  /** The season calendar's planted mistakes over the shipped files (tests/fixtures/calendar/README.md). */
  calendar: { over: 'tests/fixtures/calendar' },
} as const satisfies Record<string, { root: string } | { over: string }>;

export type TestDataSet = keyof typeof TEST_DATA_SETS;

/** The data folders of a data root. */
const DATA_FOLDERS = ['regions', 'content'];

/** A data set's root, from the project. */
export function testDataRoot(set: TestDataSet): string {
  const data = TEST_DATA_SETS[set];
  return 'root' in data ? data.root : join('node_modules', '.test-data', set);
}

/**
 * A data root made of the shipped data folders with `fixtures`' files laid over them, written into
 * `folder` afresh. A fixture file adds its path, or replaces the shipped file there; a fixture
 * JSON object over a shipped one gives just the fields it pins (pinnedOver), so the fixtures hold
 * only what the tests need and the shipped data can grow (a product in a catalogue, a region in a
 * product's `regions`) without them.
 */
export function assembleDataRoot(folder: string, fixtures: string): string {
  rmSync(folder, { recursive: true, force: true });
  for (const name of DATA_FOLDERS) cpSync(name, join(folder, name), { recursive: true });
  for (const file of readdirSync(fixtures, { recursive: true, encoding: 'utf8' })) {
    const [from, to] = [join(fixtures, file), join(folder, file)];
    if (!DATA_FOLDERS.includes(file.split(sep)[0]!) || statSync(from).isDirectory()) continue;
    const pinned = pinnedOver(from, to);
    mkdirSync(dirname(to), { recursive: true });
    if (pinned) writeFileSync(to, `${JSON.stringify(pinned, null, 2)}\n`);
    else cpSync(from, to);
  }
  return folder;
}

/**
 * A fixture JSON object laid over the shipped file at `shipped`: objects merged key by key, at
 * every depth, the fixture's value replacing the shipped one where either is no object (a list, a
 * text); undefined when either file is no JSON object (the fixture replaces the file).
 */
export function pinnedOver(fixture: string, shipped: string): Record<string, unknown> | undefined {
  const pinned = fixture.endsWith('.json') && existsSync(shipped) ? jsonObject(fixture) : undefined;
  const original = pinned && jsonObject(shipped);
  return pinned && original && (laidOver(original, pinned) as Record<string, unknown>);
}

const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function laidOver(shipped: unknown, pinned: unknown): unknown {
  if (!isJsonObject(shipped) || !isJsonObject(pinned)) return pinned;
  return Object.fromEntries([
    ...Object.entries(shipped).map(([key, value]) => [key, key in pinned ? laidOver(value, pinned[key]) : value]),
    ...Object.entries(pinned).filter(([key]) => !(key in shipped)),
  ]);
}

/** A JSON file's object, or undefined when the file holds anything else (a list, invalid JSON). */
function jsonObject(file: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isJsonObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `npm run build -- <region>` of a data root into `dist`, at the instant `now`, as a marketer's
 * build of a copy of the data: its outcome, to assert on (status and output).
 */
export function buildFrom(root: string, region: RegionCode, dist: string, now: string) {
  return spawnSync(process.execPath, ['scripts/build.mjs', region], {
    encoding: 'utf8',
    env: { ...process.env, SITE_DATA_ROOT: root, DIST_DIR: dist, SITE_NOW: now },
  });
}

/** Assembles every data set of fixtures over the shipped files (once per test run, before the tests). */
export function assembleTestData(): void {
  for (const [set, data] of Object.entries(TEST_DATA_SETS)) {
    if ('over' in data) assembleDataRoot(testDataRoot(set as TestDataSet), data.over);
  }
}

/** A data set's root, which must be there (assembled by the test run's setup). */
function rootOf(set: TestDataSet): string {
  const root = testDataRoot(set);
  if (!existsSync(join(root, 'regions'))) {
    throw new Error(`the test data "${set}" is not assembled: run the tests through vitest or npm run test:e2e`);
  }
  return resolve(root);
}

const loads = new Map<TestDataSet, Promise<Map<RegionCode, RegionLoad>>>();

/** Every region's load of a data set: its data, or its failures. */
export async function testLoads(set: TestDataSet = 'shipped'): Promise<Map<RegionCode, RegionLoad>> {
  let load = loads.get(set);
  if (!load) {
    load = loadRegions(rootOf(set), REGION_CODES);
    loads.set(set, load);
  }
  return load;
}

/** A region's data in a data set, as its build holds it; fails with the set's failures. */
export interface RegionTestData {
  files: DataFiles;
  record: RegionRecord;
  /** The route manifest over the set's data, as the build has it (the record's). */
  manifest: RouteManifest;
}

export async function testData(region: RegionCode, set: TestDataSet = 'shipped'): Promise<RegionTestData> {
  const { failures, data } = (await testLoads(set)).get(region)!;
  if (!data) throw new Error(`the test data "${set}" of ${region} fails:\n${failures.join('\n')}`);
  return { ...data, manifest: data.record.manifest };
}

/** Every region's files with its route manifest, as the rules take them (regionCollections of src/lib/region-rules.ts). */
export async function testContexts(set: TestDataSet = 'shipped'): Promise<Record<RegionCode, DataContext>> {
  const entries = await Promise.all(
    REGION_CODES.map(async (region) => {
      const { files, manifest } = await testData(region, set);
      return [region, { ...files, manifest }] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<RegionCode, DataContext>;
}

/**
 * A data set's files as the loaders read and validate them, with the facts of the files they
 * name, without the cross-file rules: for the rules' own tests, over data made up for them (the
 * unit set is no whole site). Fails on a file that fails its schema; with `region`, only on the
 * files that region's build loads (the calendar set's uk campaigns fail theirs on purpose).
 */
export async function testFiles(set: TestDataSet, region?: RegionCode): Promise<DataFiles> {
  const root = rootOf(set);
  const loaded = loadedFiles(readAllData(root), { root, ...(region && { region }) });
  return { ...loaded, facts: await gatherFileFacts(loaded) };
}

/** The files of a load with some replaced or added by their path from the data root: a rule's fixture. */
export function withData(files: DataFiles, edits: Readonly<Record<string, unknown>>): DataFiles {
  const loaded = new Map<string, unknown>(files.loaded);
  for (const [path, data] of Object.entries(edits)) {
    if (data === undefined) loaded.delete(path);
    else loaded.set(path, data);
  }
  return { ...files, loaded };
}

/** The lines of what the rules refuse in `region` over `files`; none when they pass. */
export function refusals(files: DataFiles, region: RegionCode): string[] {
  try {
    regionRules(files, region);
    return [];
  } catch (error) {
    return (error as Error).message.split('\n');
  }
}

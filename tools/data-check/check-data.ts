import { resolve } from 'node:path';
import { checkRegistry, REGION_CODES, REGIONS, type RegionCode } from '../../src/config/regions.ts';
import { loadedFiles, readDataRoot, type StoredEntry } from '../../src/data/data-file-loader.ts';
import { gatherFileFacts } from '../../src/data/file-facts.ts';
import { DataError, problemOfLine, type DataProblem } from '../../src/lib/data-error.ts';
import type { DataFiles, FileFacts, PhotoFacts } from '../../src/lib/data-files.ts';
import { failuresBeyondTheBuild, regionRules, throwAll, type RegionRecord } from '../../src/lib/region-rules.ts';
import { RuleFailures } from '../../src/lib/rule-failures.ts';
import { DATA_FILE_KINDS, editorPatterns } from '../../src/schemas/file-kinds.ts';

/**
 * Validates every data file of every region under `root` (a folder laid out like the project:
 * regions/…, content/…) without building: the code behind `npm run check:data`. It reads every
 * region's files once, in memory, as the collections' loader reads them
 * (src/data/data-file-loader.ts: each file against its kind's schema), then, for each region,
 * runs the cross-file rules as that region's build runs them (src/lib/region-rules.ts), with the
 * checks beyond what a build holds (the manuals lists and where-to-buy copy of pages the region
 * does not build yet). Returns one message per failure, each naming the file and the field
 * (`regions/us/catalogue.json: products.aiBase.price: …`), each once; none when the data is
 * valid. `regions`: the regions to check (all by default).
 */
export async function checkData(root: string, regions: readonly RegionCode[] = REGION_CODES): Promise<string[]> {
  return failuresOf(await loadRegions(root, regions));
}

/**
 * checkData over files already read as the loaders read them (readAllData), e.g. with a save laid
 * over them; `photos`, the facts of photos not written yet (an upload the save brings), by their
 * path from the root, laid over those of the disk.
 */
export async function checkEntries(
  entries: readonly StoredEntry[],
  root: string,
  regions: readonly RegionCode[] = REGION_CODES,
  photos: ReadonlyMap<string, PhotoFacts> = new Map(),
): Promise<string[]> {
  return failuresOf(await loadEach(entries, root, regions, photos));
}

/**
 * checkEntries' failures with their files and fields, each once as its line is: `text` keeps a
 * rule's message by key (src/lib/rule-messages.ts), so that the form editor can say it in the
 * marketer's language.
 */
export async function checkEntryProblems(
  entries: readonly StoredEntry[],
  root: string,
  regions: readonly RegionCode[] = REGION_CODES,
  photos: ReadonlyMap<string, PhotoFacts> = new Map(),
): Promise<FileProblem[]> {
  const problems = [...(await loadEach(entries, root, regions, photos)).values()].flatMap((load) => load.problems);
  return [...new Map(problems.map((problem) => [problemKey(problem), problem])).values()];
}

/** What makes two problems the same failure: the same line of check:data. */
export const problemKey = ({ file, field, message }: FileProblem): string => `${file}\n${field}\n${message}`;

const failuresOf = (loads: Map<RegionCode, RegionLoad>): string[] => [
  ...new Set([...checkRegistry(REGIONS), ...[...loads.values()].flatMap((load) => load.failures)]),
];

/** A failure with its file ('' where it is no one file's) and field ('' for the whole file). */
export interface FileProblem extends DataProblem {
  file: string;
}

/**
 * One region's load, as check:data makes it: its failures (none when valid), as lines and with
 * their files and fields, and its data when there are none.
 */
export interface RegionLoad {
  failures: string[];
  problems: FileProblem[];
  data?: { files: DataFiles; record: RegionRecord };
}

/** Every data file under `root`, as the loaders read them (see checkData). */
export const readAllData = (root: string): StoredEntry[] =>
  readDataRoot(resolve(root), DATA_FILE_KINDS, (kind) => editorPatterns(kind));

/** The regions' loads: every file read once and the rules run per region (see checkData): the one way the tools and the tests read the data. */
export async function loadRegions(root: string, regions: readonly RegionCode[]): Promise<Map<RegionCode, RegionLoad>> {
  let entries: StoredEntry[];
  try {
    entries = readAllData(root);
  } catch (error) {
    return new Map(regions.map((region) => [region, failed(error)]));
  }
  return loadEach(entries, root, regions);
}

async function loadEach(
  entries: readonly StoredEntry[],
  root: string,
  regions: readonly RegionCode[],
  photos: ReadonlyMap<string, PhotoFacts> = new Map(),
) {
  // Every region's load holds the same files (only which failures count differs): their facts are gathered once.
  let facts: Promise<FileFacts> | undefined;
  const factsOf = (loaded: Omit<DataFiles, 'facts'>) =>
    (facts ??= gatherFileFacts(loaded).then((found) =>
      photos.size ? { ...found, photos: new Map([...found.photos, ...photos]) } : found,
    ));
  const loads = new Map<RegionCode, RegionLoad>();
  for (const region of regions) loads.set(region, await loadRegion(entries, resolve(root), region, factsOf));
  return loads;
}

async function loadRegion(
  entries: readonly StoredEntry[],
  root: string,
  region: RegionCode,
  factsOf: (loaded: Omit<DataFiles, 'facts'>) => Promise<FileFacts>,
): Promise<RegionLoad> {
  try {
    const loaded = loadedFiles(entries, { root, region });
    const files = { ...loaded, facts: await factsOf(loaded) };
    // The rules as the region's build runs them, and what goes beyond its build: every failure at once.
    let record: RegionRecord | Error;
    try {
      record = regionRules(files, region);
    } catch (error) {
      record = error as Error;
    }
    throwAll([...(record instanceof Error ? [record] : []), ...failuresBeyondTheBuild(files, region)]);
    return { failures: [], problems: [], data: { files, record: record as RegionRecord } };
  } catch (error) {
    return failed(error);
  }
}

const failed = (error: unknown): RegionLoad => ({ failures: lines(error), problems: problemsOf(error) });

const lines = (error: unknown): string[] => [
  ...new Set((error instanceof Error ? error.message : String(error)).split('\n')),
];

/** An error's failures with their files and fields: a DataError's problems, RuleFailures' failures', else each line read back. */
const problemsOf = (error: unknown): FileProblem[] => {
  if (error instanceof DataError) return error.problems.map((problem) => ({ file: error.file, ...problem }));
  if (error instanceof RuleFailures) return error.failures.flatMap(problemsOf);
  return lines(error).map((line) => problemOfLine(line) ?? { file: '', field: '', message: line });
};

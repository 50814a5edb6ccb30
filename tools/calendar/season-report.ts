import type { RegionCode } from '../../src/config/regions.ts';
import { calendarConflicts, calendarWarnings, type Finding, type RegionSeason } from '../../src/lib/season-calendar.ts';
import { loadRegions } from '../data-check/check-data.ts';
import { regionSeason } from './season-items.ts';

/** A region whose data failed its sync: its failures, and no timeline. */
export interface FailedRegion {
  region: string;
  failures: readonly string[];
}

/** What the season calendar shows of some regions at an instant. */
export interface SeasonReport {
  seasons: RegionSeason[];
  failed: FailedRegion[];
  conflicts: Finding[];
  warnings: Finding[];
}

/**
 * The regions' data under `root`, read afresh as `npm run check:data` reads it (loadRegions), their
 * timed items (season-items.ts) and what the calendar's rules find in them at `now`. A region whose
 * data fails has no timeline: each of its failures is a conflict of its own (rule `data`). Never
 * throws for the data: what reading it throws is that region's failure.
 */
export async function seasonReport(root: string, regions: readonly RegionCode[], now: number): Promise<SeasonReport> {
  const seasons: RegionSeason[] = [];
  const failed: FailedRegion[] = [];
  for (const [region, { failures, data }] of await loadRegions(root, regions)) {
    try {
      if (data) seasons.push(regionSeason(region, data.record));
      else failed.push({ region, failures });
    } catch (error) {
      failed.push({ region, failures: [(error as Error).message] });
    }
  }
  const dataConflicts: Finding[] = failed.flatMap(({ region, failures }) =>
    failures.map((line) => ({
      severity: 'conflict' as const,
      rule: 'data' as const,
      region,
      itemId: 'data',
      message: `the data fails npm run check:data: ${line}`,
    })),
  );
  return {
    seasons,
    failed,
    conflicts: [...dataConflicts, ...calendarConflicts(seasons)],
    warnings: calendarWarnings(seasons, now),
  };
}

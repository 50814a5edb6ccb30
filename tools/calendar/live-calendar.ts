import type { ServerResponse } from 'node:http';
import type { SiteClock } from '../../server/site-clock.ts';
import { REGION_CODES, type RegionCode } from '../../src/config/regions.ts';
import type { Finding } from '../../src/lib/season-calendar.ts';
import { EDITOR_CALENDAR_PATH } from '../editor/editor-paths.ts';
import { editorAddresses } from './editor-links.ts';
import { storeOf } from './season-items.ts';
import { seasonPage, type SeasonPage } from './season-page.ts';
import { seasonReport, type SeasonReport } from './season-report.ts';
import { sourceParts } from './season-timeline.ts';

/**
 * The season calendar the preview serves at /admin/calendar/ (docs/calendar.md): the previewed
 * region's timeline at the server clock's instant, its data read afresh at each request as
 * `npm run calendar` reads it, each bar and finding linked to its file in the form editor. The
 * page loads the dev server's Vite client, which reloads it when the dev server has loaded the
 * data again after a save (src/integrations/dev-server.ts). Served by the form editor's handler
 * (tools/editor/form-editor.ts), behind its host check; `astro dev` only, like the editor.
 */

export interface LiveCalendarOptions {
  region: RegionCode;
  /** The data root: the project, or SITE_DATA_ROOT. */
  root: string;
  /** The server clock (SITE_NOW, running on, or real time); real time by default. */
  clock?: Pick<SiteClock, 'now' | 'describe'> | undefined;
}

/** The dev server's client, which reloads the page on Vite's `full-reload`. */
const VITE_CLIENT = '/@vite/client';

const REAL_TIME = { now: () => Date.now(), describe: () => 'real time' };

export const isLiveCalendarPath = (path: string): boolean =>
  path === EDITOR_CALENDAR_PATH || path === EDITOR_CALENDAR_PATH.slice(0, -1);

/** A failure the calendar cannot read past, as the region's data failure: shown, never a 500. */
const failedReport = (region: RegionCode, error: unknown): SeasonReport => {
  const message = (error as Error)?.message ?? String(error);
  const conflict: Finding = {
    severity: 'conflict',
    rule: 'data',
    region,
    itemId: 'data',
    message: `the data fails npm run check:data: ${message}`,
  };
  return { seasons: [], failed: [{ region, failures: [message] }], conflicts: [conflict], warnings: [] };
};

/**
 * The page of the previewed region. The other regions of its store are read too, for the
 * store-timing warning (the same campaign at other local times), and shown no further.
 */
export async function liveCalendarPage({ region, root, clock = REAL_TIME }: LiveCalendarOptions): Promise<string> {
  const now = clock.now();
  const store = REGION_CODES.filter((code) => code !== region && storeOf(code) === storeOf(region));
  let report: SeasonReport;
  try {
    report = await seasonReport(root, [region, ...store], now);
  } catch (error) {
    report = failedReport(region, error);
  }
  const own = <T extends { region: string }>(list: readonly T[]) => list.filter((entry) => entry.region === region);
  const page: SeasonPage = {
    now,
    nowSource: `server clock: ${clock.describe()}`,
    seasons: own(report.seasons),
    failed: own(report.failed),
    conflicts: own(report.conflicts),
    warnings: own(report.warnings),
    live: { editor: new Map(), scripts: [VITE_CLIENT] },
  };
  const files = [
    ...page.seasons.flatMap((season) => season.items.map((item) => sourceParts(item.source).file)),
    ...page.failed.flatMap(({ failures }) =>
      failures.flatMap((line) => /(?:regions|content)\/[^\s:]+\.json/.exec(line)?.[0] ?? []),
    ),
  ];
  try {
    page.live = { editor: editorAddresses(files, region), scripts: [VITE_CLIENT] };
    return seasonPage(page);
  } catch (error) {
    return seasonPage({ ...page, ...failedReport(region, error) });
  }
}

/** Answers a request of the calendar's path: 200 with the page, whatever the data holds. */
export async function sendLiveCalendar(response: ServerResponse, options: LiveCalendarOptions): Promise<true> {
  const html = await liveCalendarPage(options);
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(html);
  return true;
}

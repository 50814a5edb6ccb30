import {
  shownSpans,
  zonedText,
  type CalendarItem,
  type Finding,
  type RegionSeason,
  type Span,
} from '../../src/lib/season-calendar.ts';

/**
 * The season calendar as one HTML page (`npm run calendar`, docs/calendar.md): self-contained
 * (inline CSS, no script, no external resource), so it opens from disk. Conflicts first, then
 * warnings, each linking to its row; then every region's timeline, a table of its timed items in
 * time order with the build's instant marked. Data text is escaped, never markup.
 */

/** A region whose data failed its sync: its failures, and no timeline. */
export interface FailedRegion {
  region: string;
  failures: readonly string[];
}

export interface SeasonPage {
  now: number;
  /** Where `now` came from: "SITE_NOW=…" or "the clock". */
  nowSource: string;
  seasons: readonly RegionSeason[];
  failed: readonly FailedRegion[];
  conflicts: readonly Finding[];
  warnings: readonly Finding[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

const rowId = (region: string, itemId: string) => `r-${region}-${itemId}`;

const CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,sans-serif;color:#1a1a1a;background:#fff;overflow-wrap:anywhere}
main{max-width:120rem;margin:0 auto;padding:1rem}
.skip{position:absolute;left:-100vw;top:0;background:#fff;padding:.5rem 1rem}
.skip:focus{left:0}
a{color:#0645ad}
:focus-visible{outline:3px solid #c60;outline-offset:2px}
h1{font-size:1.6rem;margin:.5rem 0}
h2{font-size:1.3rem;margin:2rem 0 .5rem;border-bottom:2px solid #ccc}
ul.findings{padding-left:1.2rem}
ul.findings li{margin:.35rem 0}
.conflict{color:#a00000;font-weight:600}
.warning{color:#7a4b00;font-weight:600}
.scroll{overflow-x:auto;max-width:100%;border:1px solid #ddd}
table{border-collapse:collapse;min-width:80rem;font-size:.9rem;overflow-wrap:normal}
td.time{white-space:nowrap}
caption{text-align:left;font-weight:600;padding:.5rem;position:sticky;left:0;max-width:calc(100vw - 3rem)}
th,td{border-top:1px solid #ddd;padding:.35rem .5rem;text-align:left;vertical-align:top}
thead th{background:#f3f3f3}
tr.now td,tr.now th{background:#e6f2ff;font-weight:700;border-top:3px solid #0057b8}
tr.has-conflict,div.has-conflict{background:#fde8e8}
div.has-conflict{padding:.25rem .75rem}
tr.has-warning{background:#fff6e0}
tr:target{outline:3px solid #c60}
.past{color:#555}
td.glance{min-width:10rem}
td.notes{min-width:22rem}
.track{position:relative;display:block;height:1rem;background:#eee}
.bar{position:absolute;top:.15rem;bottom:.15rem;background:#3b6ea8}
.tick{position:absolute;top:-.2rem;bottom:-.2rem;width:2px;background:#c00}
.note{display:block;margin-top:.25rem}
`;

function findingList(findings: readonly Finding[], kind: 'conflict' | 'warning'): string {
  if (!findings.length) return `<p>No ${kind}s.</p>`;
  return `<ul class="findings">${findings
    .map(
      (finding) =>
        `<li><a href="#${rowId(finding.region, finding.itemId)}"><span class="${kind}">${kind} (${escapeHtml(finding.rule)})</span> ${escapeHtml(finding.region)}</a>: ${escapeHtml(finding.message)}</li>`,
    )
    .join('')}</ul>`;
}

function timeCells(instant: number, timeZone: string): string {
  if (!Number.isFinite(instant)) return `<td colspan="2">${instant < 0 ? 'always (no start)' : 'no end'}</td>`;
  return `<td class="time">${escapeHtml(zonedText(instant, timeZone))}</td><td class="time">${escapeHtml(zonedText(instant, 'UTC'))}</td>`;
}

interface Row {
  item: CalendarItem;
  spans: readonly Span[];
  from: number;
  until: number;
  /** The item's other spans after the first (an item shown in two stages with a gap). */
  more: string;
}

function rowsOf(season: RegionSeason): Row[] {
  return season.items
    .map((item) => {
      const spans = shownSpans(item.schedule);
      const first = spans[0] ?? { start: Infinity, end: Infinity };
      const last = spans.at(-1) ?? first;
      const more =
        spans.length > 1
          ? `shows in ${spans.length} spans: ${spans.map(({ start, end }) => `${zonedText(start, season.timeZone)} – ${zonedText(end, season.timeZone)}`).join('; ')}`
          : spans.length === 0
            ? 'never shows'
            : '';
      return { item, spans, from: first.start, until: last.end, more };
    })
    .sort((a, b) => a.from - b.from || a.until - b.until);
}

/**
 * The stretch the glance column draws: from `now` or the first start of what still shows after it
 * and then ends, whichever is earlier, to the last finite instant; what is outside sits at an edge.
 */
function rangeOf(rows: readonly Row[], now: number): Span {
  const spans = rows.flatMap((row) => row.spans);
  // What has a finite end still to come; an item without an end (a navigation item from 2025)
  // would stretch the drawing over years.
  const ahead = spans.filter(({ end }) => end > now && Number.isFinite(end)).map(({ start }) => start);
  const ends = spans.flatMap(({ start, end }) => [start, end]);
  return {
    start: Math.min(now, ...ahead.filter(Number.isFinite)),
    end: Math.max(now, ...ends.filter(Number.isFinite)),
  };
}

/**
 * The glance column: the item's spans as bars over the region's whole range, `now` as a line; an
 * open end runs to the edge. Drawing only: the times are in the cells beside it.
 */
function glance(spans: readonly Span[], range: Span, now: number): string {
  const length = range.end - range.start || 1;
  const at = (instant: number) => Math.min(100, Math.max(0, ((instant - range.start) / length) * 100));
  const bars = spans.map(
    ({ start, end }) =>
      `<span class="bar" style="left:${at(start).toFixed(2)}%;width:${Math.max(0.5, at(end) - at(start)).toFixed(2)}%"></span>`,
  );
  return `<td class="glance"><span class="track">${bars.join('')}<span class="tick" style="left:${at(now).toFixed(2)}%"></span></span></td>`;
}

function timeline(season: RegionSeason, page: SeasonPage): string {
  const { region, timeZone } = season;
  const findings = [...page.conflicts, ...page.warnings].filter((finding) => finding.region === region);
  const rows = rowsOf(season);
  const range = rangeOf(rows, page.now);
  const nowRow = `<tr class="now" id="now-${region}"><th scope="row">Now (${escapeHtml(page.nowSource)})</th><td>now</td>${glance([], range, page.now)}${timeCells(page.now, timeZone)}<td colspan="3"></td><td></td></tr>`;
  let nowPlaced = false;
  const body = rows.map(({ item, spans, from, until, more }) => {
    let html = '';
    if (!nowPlaced && from > page.now) {
      html += nowRow;
      nowPlaced = true;
    }
    const own = findings.filter((finding) => finding.itemId === item.id);
    const severity = own.some((finding) => finding.severity === 'conflict')
      ? 'has-conflict'
      : own.length
        ? 'has-warning'
        : until <= page.now
          ? 'past'
          : '';
    const notes = [
      ...(item.details ?? []).map((detail) => `<span class="note">${escapeHtml(detail)}</span>`),
      ...(more ? [`<span class="note">${escapeHtml(more)}</span>`] : []),
      ...(item.link !== undefined ? [`<span class="note">links to /${escapeHtml(item.link)}</span>`] : []),
      ...own.map(
        (finding) =>
          `<span class="note ${finding.severity}">${finding.severity} (${escapeHtml(finding.rule)}): ${escapeHtml(finding.message)}</span>`,
      ),
    ].join('');
    html += `<tr id="${rowId(region, item.id)}"${severity ? ` class="${severity}"` : ''}><th scope="row">${escapeHtml(item.label)}</th><td>${escapeHtml(item.kind)}</td>${glance(spans, range, page.now)}${timeCells(from, timeZone)}${timeCells(until, timeZone)}<td>${escapeHtml(item.source)}</td><td class="notes">${notes}</td></tr>`;
    return html;
  });
  if (!nowPlaced) body.push(nowRow);
  return `<section aria-labelledby="h-${region}"><h3 id="h-${region}">${escapeHtml(region)} (${escapeHtml(timeZone)}, store ${escapeHtml(season.store)})</h3>
<div class="scroll" role="region" aria-labelledby="c-${region}" tabindex="0"><table>
<caption id="c-${region}">Timeline of ${escapeHtml(region)}: every timed item in order of its start, times in ${escapeHtml(timeZone)} and UTC; “until” is the first instant it no longer shows</caption>
<thead><tr><th scope="col">Item (as the data has it)</th><th scope="col">Kind</th><th scope="col">At a glance (${escapeHtml(zonedText(range.start, timeZone).slice(0, 10))} to ${escapeHtml(zonedText(range.end, timeZone).slice(0, 10))})</th><th scope="col">From (${escapeHtml(timeZone)})</th><th scope="col">From (UTC)</th><th scope="col">Until (${escapeHtml(timeZone)})</th><th scope="col">Until (UTC)</th><th scope="col">Source</th><th scope="col">Notes</th></tr></thead>
<tbody>${body.join('\n')}</tbody></table></div></section>`;
}

function failedRegion({ region, failures }: FailedRegion): string {
  return `<section aria-labelledby="h-${region}"><h3 id="h-${region}">${escapeHtml(region)}: no timeline</h3>
<div id="${rowId(region, 'data')}" class="has-conflict"><p class="conflict">conflict (data): the region’s data fails npm run check:data, so its timeline cannot be drawn:</p>
<ul>${failures.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul></div></section>`;
}

export function seasonPage(page: SeasonPage): string {
  const regions = [
    ...page.seasons.map((season) => ({ region: season.region, html: timeline(season, page) })),
    ...page.failed.map((failed) => ({ region: failed.region, html: failedRegion(failed) })),
  ];
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Season calendar</title>
<style>${CSS}</style>
</head>
<body>
<a class="skip" href="#conflicts">Skip to the conflicts</a>
<main>
<h1>Season calendar</h1>
<p>Every timed change of ${regions.length === 1 ? 'one region' : `${regions.length} regions`} (${regions.map(({ region }) => escapeHtml(region)).join(', ')}), from the one schedule model. Now: <strong>${escapeHtml(zonedText(page.now, 'UTC'))}</strong> (${escapeHtml(page.nowSource)}), marked on every timeline.</p>
<nav aria-label="Regions"><ul>${regions.map(({ region }) => `<li><a href="#h-${region}">${escapeHtml(region)}</a></li>`).join('')}</ul></nav>
<h2 id="conflicts" tabindex="-1">Conflicts (${page.conflicts.length})</h2>
${findingList(page.conflicts, 'conflict')}
<h2 id="warnings">Warnings (${page.warnings.length})</h2>
${findingList(page.warnings, 'warning')}
<h2 id="timelines">Timelines</h2>
${regions.map(({ html }) => html).join('\n')}
</main>
</body>
</html>
`;
}

import {
  shownSpans,
  zonedText,
  type CalendarItem,
  type Finding,
  type RegionSeason,
} from '../../src/lib/season-calendar.ts';
import { escapeHtml } from './escape-html.ts';
import type { FailedRegion } from './season-report.ts';
import { rangeControl, seasonTimeline, sourceParts, TIMELINE_CSS } from './season-timeline.ts';

/**
 * The season calendar as one HTML page (docs/calendar.md): every region's timeline
 * (season-timeline.ts) under a range control, its conflicts and warnings, and every item in a
 * table. As `npm run calendar` writes it, self-contained (inline CSS, no script, no external
 * resource), so it opens from disk; as the preview serves it (live-calendar.ts), with links to the
 * form editor and the preview's Vite client, which reloads it when the data changes. Data text is
 * escaped, never markup.
 */

export interface SeasonPage {
  now: number;
  /** Where `now` came from: "SITE_NOW=…" or "the clock". */
  nowSource: string;
  seasons: readonly RegionSeason[];
  failed: readonly FailedRegion[];
  conflicts: readonly Finding[];
  warnings: readonly Finding[];
  /**
   * The preview's: the form editor's address of each data file, by path (editor-links.ts), and the
   * scripts the page loads. Without it, the self-contained file: bars and findings lead to the
   * table's rows, which it shows open.
   */
  live?: { editor: ReadonlyMap<string, string>; scripts: readonly string[] };
}

const rowId = (region: string, itemId: string) => `r-${region}-${itemId}`;

const CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.45 system-ui,sans-serif;color:#1a1a1a;background:#fff;overflow-wrap:anywhere}
main,.top{max-width:120rem;margin:0 auto;padding:0 1rem}
.top{display:flex;flex-wrap:wrap;align-items:center;gap:.3rem 1.5rem;padding-top:.5rem;padding-bottom:.4rem;border-bottom:1px solid #ccc}
.top p{margin:0}
.skip{position:absolute;left:-100vw;top:0;background:#fff;padding:.5rem 1rem;z-index:10}
.skip:focus{left:0}
a{color:#0645ad}
:focus-visible{outline:3px solid #c60;outline-offset:2px}
h1{font-size:1.35rem;margin:0}
h2{font-size:1.2rem;margin:1.5rem 0 .5rem;border-bottom:2px solid #ccc}
h3.region{font-size:1rem;margin:.6rem 0 0}
.counts a{font-weight:600}
.findings-lists{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,32rem),1fr));gap:0 2rem}
ul.findings{padding-left:1.2rem;margin:0}
ul.findings li{margin:.35rem 0}
li .conflict,p.conflict,.note.conflict{color:#a00000;font-weight:600}
li .warning,.note.warning{color:#7a4b00;font-weight:600}
details.items>summary{cursor:pointer;margin:1.5rem 0 .5rem}
details.items>summary h2{display:inline;border:0}
.scroll{overflow-x:auto;max-width:100%;border:1px solid #ddd;margin-bottom:1rem}
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
tr.past{color:#555}
td.notes{min-width:22rem}
.note{display:block;margin-top:.25rem}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
${TIMELINE_CSS}`;

/** The file and field a finding names: its item's source, or, for a failure of the data, what the failure line names first. */
function findingSource(
  finding: Finding,
  seasons: readonly RegionSeason[],
): { file: string; field: string } | undefined {
  const item = seasons
    .find((season) => season.region === finding.region)
    ?.items.find((candidate) => candidate.id === finding.itemId);
  if (item) return sourceParts(item.source);
  const named = /((?:regions|content)\/[^\s:]+\.json)(?::\s*([^\s:]+):)?/.exec(finding.message);
  return named ? { file: named[1]!, field: named[2] ?? '' } : undefined;
}

/** A file and its field, the file a link to the form editor where the page has one. */
function sourceHtml({ file, field }: { file: string; field: string }, page: SeasonPage): string {
  const href = page.live?.editor.get(file);
  const name = `<code>${escapeHtml(file)}</code>`;
  return `${href ? `<a href="${escapeHtml(href)}" title="Open in the form editor">${name}</a>` : name}${field ? ` <code>${escapeHtml(field)}</code>` : ''}`;
}

function findingList(findings: readonly Finding[], kind: 'conflict' | 'warning', page: SeasonPage): string {
  if (!findings.length) return `<p>No ${kind}s.</p>`;
  return `<ul class="findings">${findings
    .map((finding) => {
      const source = findingSource(finding, page.seasons);
      // The message names its file first, as the terminal line does; here the file is its link.
      const message =
        source && finding.message.startsWith(source.file)
          ? finding.message.slice(finding.message.indexOf(': ') + 2)
          : finding.message;
      return `<li><a href="#${rowId(finding.region, finding.itemId)}"><span class="${kind}">${kind} (${escapeHtml(finding.rule)})</span> ${escapeHtml(finding.region)}</a>${source ? ` in ${sourceHtml(source, page)}` : ''}: ${escapeHtml(message)}</li>`;
    })
    .join('')}</ul>`;
}

function timeCells(instant: number, timeZone: string): string {
  if (!Number.isFinite(instant)) return `<td colspan="2">${instant < 0 ? 'always (no start)' : 'no end'}</td>`;
  return `<td class="time">${escapeHtml(zonedText(instant, timeZone))}</td><td class="time">${escapeHtml(zonedText(instant, 'UTC'))}</td>`;
}

interface Row {
  item: CalendarItem;
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
      return { item, from: first.start, until: last.end, more };
    })
    .sort((a, b) => a.from - b.from || a.until - b.until);
}

/** A region's items in a table, in order of their first start, `now` a row among them: for assistive technology and for reading every time. */
function itemTable(season: RegionSeason, page: SeasonPage): string {
  const { region, timeZone } = season;
  const findings = [...page.conflicts, ...page.warnings].filter((finding) => finding.region === region);
  const nowRow = `<tr class="now" id="now-${region}"><th scope="row">Now (${escapeHtml(page.nowSource)})</th><td>now</td>${timeCells(page.now, timeZone)}<td colspan="3"></td><td></td></tr>`;
  let nowPlaced = false;
  const body = rowsOf(season).map(({ item, from, until, more }) => {
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
    html += `<tr id="${rowId(region, item.id)}"${severity ? ` class="${severity}"` : ''}><th scope="row">${escapeHtml(item.label)}</th><td>${escapeHtml(item.kind)}</td>${timeCells(from, timeZone)}${timeCells(until, timeZone)}<td>${sourceHtml(sourceParts(item.source), page)}</td><td class="notes">${notes}</td></tr>`;
    return html;
  });
  if (!nowPlaced) body.push(nowRow);
  return `<div class="scroll" role="region" aria-labelledby="c-${region}" tabindex="0"><table>
<caption id="c-${region}">Items of ${escapeHtml(region)}: every timed item in order of its start, times in ${escapeHtml(timeZone)} and UTC; “until” is the first instant it no longer shows</caption>
<thead><tr><th scope="col">Item (as the data has it)</th><th scope="col">Kind</th><th scope="col">From (${escapeHtml(timeZone)})</th><th scope="col">From (UTC)</th><th scope="col">Until (${escapeHtml(timeZone)})</th><th scope="col">Until (UTC)</th><th scope="col">Source</th><th scope="col">Notes</th></tr></thead>
<tbody>${body.join('\n')}</tbody></table></div>`;
}

function regionTimeline(season: RegionSeason, page: SeasonPage): string {
  const { region, timeZone } = season;
  const findings = [...page.conflicts, ...page.warnings].filter((finding) => finding.region === region);
  const timeline = seasonTimeline(season, {
    now: page.now,
    findings,
    hrefOf: (item) => page.live?.editor.get(sourceParts(item.source).file) ?? `#${rowId(region, item.id)}`,
    clickText: (item) => {
      const { file } = sourceParts(item.source);
      return page.live?.editor.has(file)
        ? `Click to open ${file} in the form editor`
        : 'Click for its row in the table';
    },
  });
  return `<section aria-labelledby="h-${region}"><h3 class="region" id="h-${region}">${escapeHtml(region)} (${escapeHtml(timeZone)}, store ${escapeHtml(season.store)})</h3>
${timeline}</section>`;
}

function failedRegion({ region, failures }: FailedRegion): string {
  return `<section aria-labelledby="h-${region}"><h3 class="region" id="h-${region}">${escapeHtml(region)}: no timeline</h3>
<div id="${rowId(region, 'data')}" class="has-conflict"><p class="conflict">conflict (data): the region’s data fails npm run check:data, so its timeline cannot be drawn:</p>
<ul>${failures.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul></div></section>`;
}

export function seasonPage(page: SeasonPage): string {
  const regions = [
    ...page.seasons.map((season) => ({ region: season.region, html: regionTimeline(season, page) })),
    ...page.failed.map((failed) => ({ region: failed.region, html: failedRegion(failed) })),
  ];
  const names = regions.map(({ region }) => region).join(', ');
  const zones = [...new Set(page.seasons.map(({ timeZone }) => timeZone))];
  const nowText =
    zones.length === 1
      ? `${zonedText(page.now, zones[0]!)} (${zonedText(page.now, 'UTC')})`
      : zonedText(page.now, 'UTC');
  const tables = page.seasons.map((season) => itemTable(season, page)).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Season calendar of ${escapeHtml(names)}</title>
<style>${CSS}</style>
${(page.live?.scripts ?? []).map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('\n')}
</head>
<body>
<a class="skip" href="#conflicts">Skip to the conflicts</a>
<header class="top">
<h1>Season calendar of ${escapeHtml(names)}</h1>
<p>Now: <strong>${escapeHtml(nowText)}</strong> (${escapeHtml(page.nowSource)})</p>
${rangeControl()}
<p class="counts"><a href="#conflicts">${page.conflicts.length} conflict(s)</a> · <a href="#warnings">${page.warnings.length} warning(s)</a></p>
</header>
<main>
${regions.length > 1 ? `<nav aria-label="Regions"><ul>${regions.map(({ region }) => `<li><a href="#h-${region}">${escapeHtml(region)}</a></li>`).join('')}</ul></nav>` : ''}
<h2 id="timelines" class="sr">Timelines</h2>
${regions.map(({ html }) => html).join('\n')}
<div class="findings-lists">
<section><h2 id="conflicts" tabindex="-1">Conflicts (${page.conflicts.length})</h2>
${findingList(page.conflicts, 'conflict', page)}</section>
<section><h2 id="warnings">Warnings (${page.warnings.length})</h2>
${findingList(page.warnings, 'warning', page)}</section>
</div>
<details class="items"${page.live ? '' : ' open'}><summary><h2 id="items">Every item as a table</h2></summary>
${tables}
</details>
</main>
</body>
</html>
`;
}

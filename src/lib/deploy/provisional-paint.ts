// Attributes of the built HTML that carry an instant at which what the page shows changes.
const INSTANT_ATTRIBUTES = /\sdata-(?:show-from|show-until|gate-end)="(\d+)"/g;
const STAGE_STARTS = /\sdata-stage-starts="(\[[\d,]*\])"/g;
const HTML_TAG = /<html\b[^>]*>/;

/** Every instant at which a scheduled part of the page changes: item windows, stage starts, the gate's end. */
export function scheduleBoundariesOf(html: string): number[] {
  const instants = [...html.matchAll(INSTANT_ATTRIBUTES)].map((match) => Number(match[1]));
  for (const [, list] of html.matchAll(STAGE_STARTS)) instants.push(...(JSON.parse(list!) as number[]));
  return instants;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="(\\d+)"`).exec(tag)?.[1];

/**
 * A time-gated page that was open when it was built, marked with the span in which it is still
 * exactly as built: from the build instant to the first schedule boundary after it
 * (`data-paint-from`, `data-paint-until`). While this device's best estimate of the server's
 * time falls in that span, the layout's inline script shows the page at once instead of
 * holding it hidden for the server's answer: its start has passed for any server (a server's
 * clock does not run behind the build), and nothing on it differs from what the server's
 * answer would make of it unless the estimate is wrong, which the guard then corrects. Other
 * pages are returned as they are.
 */
export function withProvisionalPaint(html: string, builtAt: number): string {
  const tag = HTML_TAG.exec(html)?.[0];
  if (!tag || !/\sdata-gate-route=/.test(tag) || /\sdata-paint-from=/.test(tag)) return html;
  const start = attribute(tag, 'data-gate-start');
  const end = attribute(tag, 'data-gate-end');
  if ((start !== undefined && Number(start) > builtAt) || (end !== undefined && Number(end) <= builtAt)) return html;
  const until = Math.min(...scheduleBoundariesOf(html).filter((instant) => instant > builtAt));
  const marks = ` data-paint-from="${builtAt}"${Number.isFinite(until) ? ` data-paint-until="${until}"` : ''}`;
  return html.replace(tag, `${tag.slice(0, -1)}${marks}>`);
}

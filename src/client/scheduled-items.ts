import { isOnShow } from '../lib/schedule.ts';
import { serverNow, syncServerClock } from '../stores/server-clock.ts';
import { SCHEDULE_TICK_EVENT } from './schedule-tick.ts';

const SELECTOR = '[data-show-from],[data-show-until],[data-show-stages]';
const RECHECK_MS = 30_000;

const optionalNumber = (value: string | undefined) => (value ? Number(value) : undefined);

function apply(items: HTMLElement[], stageStarts: number[], now: number): void {
  applyItems(items, stageStarts, now);
  // A group (the banner landmark) shows only while one of its items does.
  for (const group of document.querySelectorAll<HTMLElement>('[data-schedule-group]')) {
    group.hidden = ![...group.children].some((child) => !(child as HTMLElement).hidden);
  }
}

function applyItems(items: HTMLElement[], stageStarts: number[], now: number): void {
  for (const item of items) {
    const start = optionalNumber(item.dataset.showFrom);
    const end = optionalNumber(item.dataset.showUntil);
    const stages = item.dataset.showStages?.split(',').map(Number);
    // An item may carry its own stage starts (a catalogue entry's activity time).
    const starts = item.dataset.stageStarts ? (JSON.parse(item.dataset.stageStarts) as number[]) : stageStarts;
    item.hidden = !isOnShow(
      { window: { ...(start !== undefined && { start }), ...(end !== undefined && { end }) }, stages },
      now,
      starts,
    );
  }
}

/**
 * Navigation items, banners and tiles with a schedule are painted as the build saw them;
 * this re-judges them against the server clock and keeps doing so while the page is open.
 */
export function initScheduledItems(): void {
  const items = [...document.querySelectorAll<HTMLElement>(SELECTOR)];
  if (!items.length) return;
  const stageStarts = JSON.parse(document.documentElement.dataset.stageStarts ?? '[]') as number[];
  void syncServerClock().then(() => {
    apply(items, stageStarts, serverNow());
    setInterval(() => apply(items, stageStarts, serverNow()), RECHECK_MS);
    document.addEventListener(SCHEDULE_TICK_EVENT, () => apply(items, stageStarts, serverNow()));
  });
}

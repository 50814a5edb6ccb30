import { evaluate, type Schedule } from '../lib/schedule.ts';
import { scheduleFromAttributes } from '../lib/schedule-attributes.ts';
import { afterFirstPaint } from '../dom/after-first-paint.ts';
import { listenServerNow, serverNow, syncServerClock } from '../stores/server-clock.ts';

const SELECTOR = '[data-show-from],[data-show-until],[data-show-stages]';

/** Shows each item as its schedule says at `now`; returns the next instant at which one may change. */
function apply(items: [HTMLElement, Schedule][], now: number): number {
  let next = Infinity;
  for (const [item, schedule] of items) {
    const { shown, nextChange } = evaluate(schedule, now);
    item.hidden = !shown;
    next = Math.min(next, nextChange);
  }
  // A group (the banner landmark) shows only while one of its items does.
  for (const group of document.querySelectorAll<HTMLElement>('[data-schedule-group]')) {
    group.hidden = ![...group.children].some((child) => !(child as HTMLElement).hidden);
  }
  return next;
}

/**
 * Navigation items, banners, tiles and prices with a schedule are painted as the build saw
 * them; this re-judges them once the server clock is known, then again at each next change
 * on the server clock while the page is open (listening only while a change is still to come).
 *
 * The server's answer is awaited at once on a time-gated page (its inline script has already
 * asked, so the items change as the page opens) and when this device's estimate of the
 * server's time (its clock plus the offset it last learned) says the page as built is out of
 * date; otherwise the server is asked only after the first paint, where the request is off the
 * path of the page's largest paint (`afterFirstPaint`). Either way, what shows is judged by the
 * server's answer.
 */
export function initScheduledItems(): void {
  const pageStageStarts = JSON.parse(document.documentElement.dataset.stageStarts ?? '[]') as number[];
  const items = [...document.querySelectorAll<HTMLElement>(SELECTOR)].map((item): [HTMLElement, Schedule] => [
    item,
    scheduleFromAttributes(item.dataset, pageStageStarts),
  ]);
  if (!items.length) return;
  const followServerClock = () =>
    void syncServerClock().then((now) => {
      let due = apply(items, now);
      if (due === Infinity) return;
      const stop = listenServerNow((later) => {
        if (later < due) return;
        due = apply(items, later);
        if (due === Infinity) stop();
      });
    });
  const estimate = serverNow();
  const outOfDate = items.some(([item, schedule]) => evaluate(schedule, estimate).shown === item.hidden);
  if (outOfDate || window.earlyServerClock) followServerClock();
  else afterFirstPaint(followServerClock);
}

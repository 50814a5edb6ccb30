import { pageViewEvent } from '../lib/page-view.ts';
import { GATE_OPEN_EVENT, gateUndecided } from './time-guard.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * What happens once a page is really shown (after its time guard, if any): one virtual page
 * view for the analytics data layer, and the route's entry scroll target unless the URL
 * already points somewhere with a hash.
 */
export function initPageEntry(): void {
  const root = document.documentElement;
  const open = () => {
    window.dataLayer ??= [];
    window.dataLayer.push(
      pageViewEvent({
        path: location.pathname,
        title: document.title,
        region: root.dataset.region ?? '',
        locale: root.lang,
      }),
    );
    const target = root.dataset.scrollTarget;
    if (target && !location.hash) document.querySelector(target)?.scrollIntoView({ block: 'start' });
  };
  // A gated page counts as viewed once its guard has let the visitor stay.
  if (gateUndecided()) document.addEventListener(GATE_OPEN_EVENT, open, { once: true });
  else open();
}

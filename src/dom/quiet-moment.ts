import { popupMoment, type FocusedElement } from '../lib/popup-moment.ts';

/**
 * What counts as another dialog, menu or banner open: any open <dialog> (the product dialogs),
 * the header's menus (the mobile menu, which holds the account links, and its submenus:
 * src/client/navigation.ts) and the region suggestion while it shows.
 */
const OPEN_ELSEWHERE = [
  'dialog[open]',
  '[data-menu-toggle][aria-expanded="true"]',
  '[data-disclosure][aria-expanded="true"]',
  '[data-region-suggestion]:not([hidden])',
].join(',');

/** Presses that say the visitor is at work: typing (IME composition included) or pointing. */
const ACTIVITY_EVENTS = ['keydown', 'input', 'compositionupdate', 'pointerdown'] as const;

function focusedElement(): FocusedElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  if (!active || active === document.body || active === document.documentElement) return null;
  return {
    tagName: active.tagName,
    type: active instanceof HTMLInputElement ? active.type : '',
    isContentEditable: active instanceof HTMLElement && active.isContentEditable,
    inForm: active.closest('form') !== null,
  };
}

/**
 * Calls `open` at the first moment the visitor is not busy (`popupMoment`, src/lib/popup-moment.ts),
 * looking first after `firstLookMs`. `self` is the element that will open, left out of what
 * counts as open elsewhere. Returns the function that stops waiting.
 */
export function whenVisitorIsFree(self: Element, open: () => void, firstLookMs = 0): () => void {
  let lastActivity = -Infinity;
  const mark = () => (lastActivity = performance.now());
  // Capture phase: a handler that stops an event's propagation still lets this see it.
  for (const type of ACTIVITY_EVENTS) document.addEventListener(type, mark, { capture: true, passive: true });
  let timer: ReturnType<typeof setTimeout>;
  const stop = () => {
    clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, mark, { capture: true });
  };
  const look = () => {
    const moment = popupMoment({
      focus: focusedElement(),
      otherOpen: [...document.querySelectorAll(OPEN_ELSEWHERE)].some((element) => element !== self),
      sinceActivityMs: performance.now() - lastActivity,
    });
    if (!moment.open) {
      timer = setTimeout(look, moment.checkAgainInMs);
      return;
    }
    stop();
    open();
  };
  // With no delay, a visitor who is free sees the offer as its island hydrates.
  if (firstLookMs > 0) timer = setTimeout(look, firstLookMs);
  else look();
  return stop;
}

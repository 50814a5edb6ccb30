/** The element that has the keyboard focus, as far as the rule needs to know it. */
export interface FocusedElement {
  /** Upper-case, as the DOM gives it (`INPUT`, `BODY`). */
  tagName: string;
  /** An input's `type`, lower-case; empty for other elements. */
  type: string;
  isContentEditable: boolean;
  /** Whether the element belongs to a form (a field, its checkbox or its submit button). */
  inForm: boolean;
}

/** What the page is doing when an offer that takes the focus would like to open. */
export interface PageActivity {
  /** The focused element; null when the focus is on the page itself (`<body>`) or nowhere. */
  focus: FocusedElement | null;
  /** Whether another dialog, menu or banner waiting for the visitor is open. */
  otherOpen: boolean;
  /** Milliseconds since the visitor last pressed a key or a pointer; Infinity if not since watching began. */
  sinceActivityMs: number;
}

export type PopupMoment = { open: true } | { open: false; checkAgainInMs: number };

/** How long the visitor has not pressed a key or a pointer before the offer may open. */
export const POPUP_QUIET_MS = 2_000;
/** How often a busy page is looked at again. */
export const POPUP_RECHECK_MS = 500;

/**
 * Elements that take what a visitor types. A focused frame counts too: what happens inside it
 * (an embedded form or player) cannot be seen from the page.
 */
const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT', 'IFRAME']);

/**
 * Whether the visitor is filling something in: the focus is on a field (input, textarea,
 * select, contenteditable) or on any other control of a form (its checkbox, its submit button,
 * where the focus rests between typing and sending).
 */
export function isFillingIn(focus: FocusedElement | null): boolean {
  if (!focus) return false;
  if (focus.tagName === 'INPUT' && focus.type === 'hidden') return false;
  return TYPING_TAGS.has(focus.tagName) || focus.isContentEditable || focus.inForm;
}

/**
 * Whether an offer that moves the focus into itself (the US new-user popup) may open now. It
 * waits while the visitor is filling something in, while another dialog, menu or banner is open,
 * and until the visitor has pressed no key and no pointer for `POPUP_QUIET_MS`: a dialog that
 * opened mid-word would take the rest of the keystrokes. Otherwise it says when to look again;
 * a visitor who stays in a field never sees the offer on that page.
 */
export function popupMoment(activity: PageActivity): PopupMoment {
  if (isFillingIn(activity.focus) || activity.otherOpen) return { open: false, checkAgainInMs: POPUP_RECHECK_MS };
  if (activity.sinceActivityMs < POPUP_QUIET_MS)
    return { open: false, checkAgainInMs: Math.ceil(POPUP_QUIET_MS - activity.sinceActivityMs) };
  return { open: true };
}

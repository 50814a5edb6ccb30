import { scrollLockPadding } from '../../lib/device-class.ts';
import { currentDevice } from './device-class.ts';
import { prefersReducedMotion } from './motion.ts';

export const COLLAPSE_SECONDS = 0.5;

/** Locks page scrolling while something covers it, compensating the scrollbar off mobile. */
export function lockPageScroll(locked: boolean): void {
  const body = document.body;
  body.style.overflow = locked ? 'hidden' : '';
  body.style.paddingRight = locked ? `${scrollLockPadding(currentDevice())}px` : '';
}

/**
 * Opens or closes an element by animating its height between 0 and its content height
 * (platform spec point 4), locking page scroll while open. `show`/`hide` make it displayable
 * and undisplayable around the animation. With reduced motion the change is immediate.
 */
export async function collapse(
  element: HTMLElement,
  open: boolean,
  /** `hide` returns false when the element must stay shown after all (reopened meanwhile). */
  options: { show: () => void; hide: () => boolean; seconds?: number },
): Promise<void> {
  const duration = prefersReducedMotion() ? 0 : (options.seconds ?? COLLAPSE_SECONDS) * 1000;
  if (open) {
    options.show();
    lockPageScroll(true);
  }
  const full = `${element.scrollHeight}px`;
  if (duration > 0 && typeof element.animate === 'function') {
    // `clip`, not `hidden`: a box that clips without being a scroll container. Moving focus to
    // (or scrolling to) an item the animation still hides would scroll a `hidden` box, and the
    // content would jump back as the box grows. A browser without `clip` keeps `hidden`.
    element.style.overflow = 'hidden';
    element.style.overflow = 'clip';
    const frames = open ? [{ height: '0px' }, { height: full }] : [{ height: full }, { height: '0px' }];
    await element.animate(frames, { duration, easing: 'ease' }).finished.catch(() => undefined);
    element.style.overflow = '';
  }
  if (!open && options.hide()) lockPageScroll(false);
}

/** Platform spec point 9: elements float in from 50px below once 10 % of them is visible. */
export const TEXT_FLOAT = { translatePx: 50, threshold: 0.1 } as const;

/**
 * Adds `is-floated` to `[data-text-float]` elements as they enter the viewport; the CSS
 * animates from `--text-float-offset`, and does nothing under reduced motion.
 */
export function initTextFloat(): void {
  const elements = document.querySelectorAll<HTMLElement>('[data-text-float]');
  if (!elements.length) return;
  document.documentElement.style.setProperty('--text-float-offset', `${TEXT_FLOAT.translatePx}px`);
  if (typeof IntersectionObserver === 'undefined') {
    for (const element of elements) element.classList.add('is-floated');
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.add('is-floated');
        observer.unobserve(entry.target);
      }
    },
    { threshold: TEXT_FLOAT.threshold },
  );
  for (const element of elements) observer.observe(element);
}

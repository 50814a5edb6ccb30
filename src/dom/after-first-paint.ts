/**
 * Calls `callback` once the page has loaded, its whole first screen has been painted, and the
 * browser is idle: for work the visitor does not see at once (hydrating islands whose HTML is
 * complete, correcting what was built against the server's clock). Lighthouse counts every
 * request made before the largest paint as on that paint's path, so such work must not start
 * a request earlier (docs/performance.md).
 */
export function afterFirstPaint(callback: () => void): void {
  // The load event can come before the first paint. The first frame begun after it holds the
  // whole document; the second animation frame comes once that one has been presented.
  const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(callback, 0)));
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(afterTwoFrames, { timeout: 2_000 })
      : setTimeout(afterTwoFrames, 200);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

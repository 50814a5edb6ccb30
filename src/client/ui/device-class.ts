import { BREAKPOINTS, deviceClassWhere, type DeviceClass } from '../../lib/device-class.ts';

// Media queries, not window.innerWidth: reading innerWidth while the page's layout is pending
// forces a synchronous layout (8–50 ms on the FAQ pages here, four times that on Lighthouse's
// phone), inside the start-up module's task. A media query answers from the viewport alone.
const atLeastQueries = new Map<number, MediaQueryList>(
  Object.values(BREAKPOINTS).map((px) => [px, matchMedia(`(min-width: ${px}px)`)] as const),
);

/** The current device class, kept on <html data-device> for styles and scripts. */
export function currentDevice(): DeviceClass {
  return deviceClassWhere((px) => atLeastQueries.get(px)?.matches ?? false);
}

export function initDeviceClass(): void {
  const update = () => (document.documentElement.dataset.device = currentDevice());
  update();
  for (const query of atLeastQueries.values()) query.addEventListener('change', update);
}

/** Breakpoints of platform spec point 9. */
export const BREAKPOINTS = { ipad: 768, window: 1024 } as const;

export type DeviceClass = 'window' | 'ipad' | 'mobile';

/** window at 1024 px or more, ipad at 768 or more, mobile below; `atLeast(px)` says whether the
 * viewport is at least that wide. */
export function deviceClassWhere(atLeast: (px: number) => boolean): DeviceClass {
  if (atLeast(BREAKPOINTS.window)) return 'window';
  if (atLeast(BREAKPOINTS.ipad)) return 'ipad';
  return 'mobile';
}

/** The device class of a viewport `width` px wide. */
export function deviceClass(width: number): DeviceClass {
  return deviceClassWhere((px) => width >= px);
}

/** Right padding that keeps the layout still when a scroll lock hides the scrollbar. */
export const SCROLLBAR_COMPENSATION_PX = 17;

export function scrollLockPadding(device: DeviceClass): number {
  return device === 'mobile' ? 0 : SCROLLBAR_COMPENSATION_PX;
}

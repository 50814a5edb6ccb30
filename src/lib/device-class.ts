/** Breakpoints of platform spec point 9. */
export const BREAKPOINTS = { ipad: 768, window: 1024 } as const;

export type DeviceClass = 'window' | 'ipad' | 'mobile';

/** window at 1024 px or more, ipad at 768 or more, mobile below. */
export function deviceClass(width: number): DeviceClass {
  if (width >= BREAKPOINTS.window) return 'window';
  if (width >= BREAKPOINTS.ipad) return 'ipad';
  return 'mobile';
}

/** Right padding that keeps the layout still when a scroll lock hides the scrollbar. */
export const SCROLLBAR_COMPENSATION_PX = 17;

export function scrollLockPadding(device: DeviceClass): number {
  return device === 'mobile' ? 0 : SCROLLBAR_COMPENSATION_PX;
}

import { deviceClass, type DeviceClass } from '../../lib/device-class.ts';

/** The current device class, kept on <html data-device> for styles and scripts. */
export function currentDevice(): DeviceClass {
  return deviceClass(window.innerWidth);
}

export function initDeviceClass(): void {
  const update = () => (document.documentElement.dataset.device = currentDevice());
  update();
  addEventListener('resize', update, { passive: true });
}

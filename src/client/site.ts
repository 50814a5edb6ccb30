import { initAccountMenu } from './account-menu.ts';
import { initNavigation } from './navigation.ts';
import { initPageEntry } from './page-entry.ts';
import { initRegionLabel } from './region-label.ts';
import { initRegionSuggestion } from './region-suggestion.ts';
import { initScheduledItems } from './scheduled-items.ts';
import { initTimeGuard } from './time-guard.ts';
import { initToaster } from './toaster.ts';
import { initDeviceClass } from './ui/device-class.ts';
import { initImageFormatClass } from './ui/image-format.ts';
import { initTextFloat } from './ui/text-float.ts';

// What the page needs before the visitor can use it, in the module's own task; the rest in a
// task of its own, so that a slow phone is never blocked by one long start-up task (it counts
// towards Total Blocking Time: docs/performance.md).
initTimeGuard();
initPageEntry();
initDeviceClass();
initNavigation();
initRegionLabel();
initAccountMenu();
setTimeout(() => {
  initImageFormatClass();
  initToaster();
  initScheduledItems();
  initRegionSuggestion();
  initTextFloat();
}, 0);

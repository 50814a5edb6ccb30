import { initNavigation } from './navigation.ts';
import { initPageEntry } from './page-entry.ts';
import { initRegionLabel } from './region-label.ts';
import { initScheduledItems } from './scheduled-items.ts';
import { initTimeGuard } from './time-guard.ts';

initTimeGuard();
initPageEntry();
initNavigation();
initRegionLabel();
initScheduledItems();

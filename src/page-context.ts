import { buildContext, type BuildContext } from './data/build-context.ts';
import { devDataLoaded } from './data/dev-data-state.ts';
import { getRegion, type Region } from './config/regions.ts';
import { translatorFor, type Translate } from './i18n/translator.ts';
import type { RegionSettings } from './schemas/region-settings.ts';
import { parseInstant } from './lib/time-window.ts';
import { regionSettings } from './site-data.ts';

/** Everything a page of the region being built needs, computed once per build process. */
export interface PageContext extends BuildContext {
  regionInfo: Region;
  settings: RegionSettings;
  t: Translate;
  stageStarts: number[];
}

let cached: PageContext | undefined;

export async function pageContext(): Promise<PageContext> {
  // Every page's layout asks for it: in `astro dev`, a failed data load shows on every page.
  await devDataLoaded();
  if (cached) return cached;
  const context = buildContext();
  const settings = await regionSettings();
  cached = {
    ...context,
    regionInfo: getRegion(context.region),
    settings,
    t: translatorFor(context.region),
    stageStarts: (settings.promotionStages ?? []).map(parseInstant),
  };
  return cached;
}

import { buildContext, type BuildContext } from './data/build-context.ts';
import { getRegion, type Region } from './config/regions.ts';
import { translatorFor, type Translate } from './i18n/translator.ts';
import type { RouteManifest } from './lib/route-manifest.ts';
import type { RegionSettings } from './schemas/region-settings.ts';
import { parseInstant } from './lib/time-window.ts';
import { regionSettings, routeManifest } from './site-data.ts';

/** Everything a page of the region being built needs, computed once per build process. */
export interface PageContext extends BuildContext {
  manifest: RouteManifest;
  regionInfo: Region;
  settings: RegionSettings;
  t: Translate;
  stageStarts: number[];
}

let cached: PageContext | undefined;

export async function pageContext(): Promise<PageContext> {
  if (cached) return cached;
  const context = buildContext();
  const settings = await regionSettings();
  cached = {
    ...context,
    manifest: await routeManifest(),
    regionInfo: getRegion(context.region),
    settings,
    t: translatorFor(context.region),
    stageStarts: (settings.promotionStages ?? []).map(parseInstant),
  };
  return cached;
}

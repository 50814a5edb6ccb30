import type { RegionCode } from '../config/regions.ts';
import type { PagePlan, RouteManifest } from './route-manifest.ts';
import { planPages } from './route-manifest.ts';
import type { TimeWindow } from './time-window.ts';
import { regionHomePath } from './urls.ts';

/** What a catch-all route file renders for one path: a page, or a redirect home. */
export type RouteProps = { kind: 'page'; plan: PagePlan } | { kind: 'redirect'; path: string; target: string };

/**
 * The region's planned pages with their props: pages whose window closed before the build (by
 * `windows`, the campaign windows by route path) become redirects home. Shared by
 * src/pages/[...route].astro and the test pages' route (tests/fixture-site/), so both treat time
 * windows the same way.
 */
export function plannedRoutes(
  context: { region: RegionCode; manifest: RouteManifest; now: number },
  windows: Readonly<Record<string, TimeWindow>>,
): { path: string; props: RouteProps }[] {
  const { region, manifest, now } = context;
  return planPages(manifest, region, now, windows).map((plan) => ({
    path: plan.entry.path,
    props:
      plan.mode === 'expired'
        ? { kind: 'redirect', path: plan.entry.path, target: regionHomePath(region) }
        : { kind: 'page', plan },
  }));
}

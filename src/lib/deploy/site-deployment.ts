import type { ApiEnvironment } from '../../config/api.ts';
import type { InlineHashes } from '../../config/http-policy.ts';
import { REGION_CODES, type RegionCode } from '../../config/regions.ts';
import { planRedirects, type RouteManifest } from '../route-manifest.ts';
import { routePath } from '../urls.ts';

/** What every server configuration of the merged site is generated from. */
export interface SiteDeployment {
  /** The bundles deployed, in registry order (cn, the root bundle, first when present). */
  regions: readonly RegionCode[];
  /** The route manifest's redirects of those regions, as URL paths (301, query kept). */
  redirects: readonly { region: RegionCode; from: string; to: string }[];
  /** Inline scripts and styles of every deployed page. */
  hashes: InlineHashes;
  /** PUBLIC_API_ENV of the build: pages then use that environment on every host. */
  forcedEnvironment?: ApiEnvironment | undefined;
}

export function siteDeployment(
  manifest: RouteManifest,
  regions: readonly string[],
  hashes: InlineHashes,
  forcedEnvironment?: ApiEnvironment,
): SiteDeployment {
  const deployed = REGION_CODES.filter((code) => regions.includes(code));
  return {
    regions: deployed,
    redirects: deployed.flatMap((region) =>
      planRedirects(manifest, region).map((redirect) => ({
        region,
        from: routePath(region, redirect.from),
        to: routePath(region, redirect.to),
      })),
    ),
    hashes,
    forcedEnvironment,
  };
}

const ENVIRONMENTS = new Set<string>(['production', 'preproduction', 'test', 'development']);

/** PUBLIC_API_ENV as the build reads it (src/api/api-client.ts); a wrong value fails loudly. */
export function forcedEnvironmentOf(value: string | undefined): ApiEnvironment | undefined {
  if (!value) return undefined;
  if (!ENVIRONMENTS.has(value)) {
    throw new Error(`PUBLIC_API_ENV="${value}" is not an environment: production, preproduction, test or development`);
  }
  return value as ApiEnvironment;
}

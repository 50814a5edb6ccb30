import { isSpecRegion, withRegionsOfKind } from '../../src/config/availability.ts';
import { REGION_CODES, type RegionCode } from '../../src/config/regions.ts';

/**
 * The registry split as the specs see it. A table written out from the specs' words runs over
 * the spec's regions; a region added to the registry since is checked by what docs/regions.md
 * says it derives (the pages of its store kind, its language's catalogue).
 */

/** The registry's regions that the specs name, in registry order. */
export const SPEC_REGION_CODES: readonly RegionCode[] = REGION_CODES.filter(isSpecRegion);

/** The registry's regions that the specs do not name. */
export const OTHER_REGION_CODES: readonly RegionCode[] = REGION_CODES.filter((region) => !isSpecRegion(region));

/**
 * The spec regions a spec table gives a page, with each registry region outside the spec whose
 * store kind one of them has, in registry order: where a page of the availability table is.
 */
export const withTheirKind = (...spec: RegionCode[]): RegionCode[] => withRegionsOfKind(spec) as RegionCode[];

/** The spec's regions among `regions`: what the specs say of a page the data places. */
export const specRegionsOf = (regions: readonly RegionCode[]): RegionCode[] => regions.filter(isSpecRegion);

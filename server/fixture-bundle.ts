import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { REGION_CODES, type RegionCode } from '../src/config/regions.ts';

/**
 * Tests only: what a fixture bundle (tests/fixture-site/) serves beside dist/: the entries of its
 * region folders that no production bundle has (its test pages and their assets folder). Every
 * other path is the production bundle's.
 */
export function fixtureEntries(fixturesDir: string, distDir: string): { regions: RegionCode[]; entries: string[] } {
  const regions = REGION_CODES.filter((region) => existsSync(join(fixturesDir, region)));
  const production = new Set(
    regions.flatMap((region) => (existsSync(join(distDir, region)) ? readdirSync(join(distDir, region)) : [])),
  );
  const entries = new Set(regions.flatMap((region) => readdirSync(join(fixturesDir, region))));
  return { regions, entries: [...entries].filter((name) => !production.has(name)).sort() };
}

/**
 * Validates every region's data files (schemas, internal links and the cross-file rules) without
 * building: `npm run check:data`, every file read once in memory as the build's loaders read it (tools/data-check/check-data.ts).
 * The build runs the same collections and rules; this is the quick loop for authors.
 * `npm run check:data -- <folder>` checks a copy laid out like the project (regions/…, content/…)
 * instead of the project's own data; `npm run check:data -- de fr` checks those regions only.
 */
import { resolve } from 'node:path';
import { REGION_CODES, isRegionCode } from '../src/config/regions.ts';
import { checkData } from '../tools/data-check/check-data.ts';

const args = process.argv.slice(2);
const named = args.filter(isRegionCode);
const folder = args.find((arg) => !isRegionCode(arg));
const root = resolve(folder ?? process.cwd());
const regions = named.length ? named : REGION_CODES;
const failures = await checkData(root, regions);
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(
  `Data of ${regions.length === REGION_CODES.length ? `${regions.length} regions` : regions.join(', ')} is valid${root === process.cwd() ? '' : ` (${root})`}.`,
);

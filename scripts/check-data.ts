/**
 * Validates every region's data files (schemas, internal links and the cross-file rules) without
 * building: `npm run check:data`, through Astro's sync of the content layer (scripts/data/check-data.ts).
 * The build runs the same collections and rules; this is the quick loop for authors.
 * `npm run check:data -- <folder>` checks a copy laid out like the project (regions/…, content/…)
 * instead of the project's own data.
 */
import { resolve } from 'node:path';
import { REGION_CODES } from '../src/config/regions.ts';
import { checkData } from './data/check-data.ts';

const root = resolve(process.argv[2] ?? process.cwd());
const failures = await checkData(root);
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(`Data of ${REGION_CODES.length} regions is valid${root === process.cwd() ? '' : ` (${root})`}.`);

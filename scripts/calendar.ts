/**
 * `npm run calendar [-- <region>...] [--out <file>]`: the season on one page (docs/calendar.md).
 * Every region (all eight by default) is read as check:data reads it, and its timed items
 * through the one schedule model; the rules of src/lib/season-calendar.ts find conflicts and
 * warnings (tools/calendar/season-report.ts). Writes one self-contained HTML page (dist-calendar/season.html by default) and
 * prints its path, the conflicts and the warnings; exits 1 on a conflict (a region whose data
 * fails check:data is one), 0 otherwise, 2 on a wrong argument.
 *
 * SITE_NOW: the instant the calendar is drawn at (default: the clock). SITE_DATA_ROOT: the folder
 * whose regions/ and content/ hold the data (default: the project), as for a build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { REGION_CODES, isRegionCode, type RegionCode } from '../src/config/regions.ts';
import { parseSiteNow } from '../src/data/build-context.ts';
import { seasonPage } from '../tools/calendar/season-page.ts';
import { seasonReport } from '../tools/calendar/season-report.ts';

const started = performance.now();
const args = process.argv.slice(2);
let out = 'dist-calendar/season.html';
const regions: RegionCode[] = [];
for (let index = 0; index < args.length; index += 1) {
  const arg = args[index]!;
  if (arg === '--out' && args[index + 1]) out = args[(index += 1)]!;
  else if (isRegionCode(arg) && !regions.includes(arg)) regions.push(arg);
  else {
    console.error(
      `npm run calendar -- [<region>...] [--out <file>]: regions of ${REGION_CODES.join(', ')} (all by default).`,
    );
    process.exit(2);
  }
}
if (!regions.length) regions.push(...REGION_CODES);

let now: number;
try {
  now = process.env.SITE_NOW ? parseSiteNow(process.env.SITE_NOW) : Date.now();
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const nowSource = process.env.SITE_NOW ? `SITE_NOW=${process.env.SITE_NOW}` : 'the clock';
const dataRoot = process.env.SITE_DATA_ROOT || undefined;

const { seasons, failed, conflicts, warnings } = await seasonReport(dataRoot ?? process.cwd(), regions, now);

const file = resolve(out);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, seasonPage({ now, nowSource, seasons, failed, conflicts, warnings }));

for (const finding of conflicts) console.error(`conflict ${finding.region} ${finding.rule}: ${finding.message}`);
for (const finding of warnings) console.log(`warning ${finding.region} ${finding.rule}: ${finding.message}`);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `Season calendar of ${regions.join(', ')}${dataRoot ? ` (data of ${dataRoot})` : ''}: ${conflicts.length} conflict(s), ${warnings.length} warning(s), in ${seconds} s: ${relative(process.cwd(), file) || file}`,
);
process.exit(conflicts.length ? 1 : 0);

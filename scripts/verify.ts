/**
 * `npm run verify -- <region…>`: the verdict on a data-only change before its regions are
 * deployed, in minutes: what a data edit can break, for the regions named. Their data
 * (`npm run check:data`), their build into dist/ (exactly `npm run build -- <region…>`), their
 * pages' size budgets and HTML (the Nu checker), then each of their pages visited in Chromium
 * through nginx (status, lang, one h1, axe, console and CSP: tests/e2e/pages.spec.ts) and every
 * link and asset of theirs asked for (tests/e2e/links.spec.ts). The whole suite (`npm test`) is
 * what CI runs for a change of code. docs/deploy.md.
 */
import { REGION_CODES, isRegionCode } from '../src/config/regions.ts';
import { TEST_DIST_DIR } from '../tests/e2e/support/constants.ts';
import { prepareE2e } from '../tools/stages/e2e-stages.mjs';
import { runStages } from '../tools/stages/stages.ts';

const regions = process.argv.slice(2);
const unknown = regions.filter((region) => !isRegionCode(region));
if (regions.length === 0 || unknown.length) {
  console.error(
    `${unknown.length ? `${unknown.join(', ')}: no such region. ` : ''}Usage: npm run verify -- <region…> (${REGION_CODES.join(', ')})`,
  );
  process.exit(2);
}

const chromium = await prepareE2e();
const node = process.execPath;
const env = { VERIFY_REGIONS: regions.join(','), DIST_DIR: TEST_DIST_DIR };
await runStages(`npm run verify -- ${regions.join(' ')}`, [
  { name: 'data (check:data)', command: node, args: ['scripts/check-data.ts', ...regions] },
  // As `npm run build -- <region…>` (PUBLIC_API_ENV and SITE_NOW left out): the bundles deployed.
  {
    name: 'build',
    command: node,
    args: ['scripts/build.mjs', ...regions],
    env: { PUBLIC_API_ENV: undefined, SITE_NOW: undefined },
  },
  { name: 'size budgets', command: node, args: ['scripts/bench.mjs', '--check'], env },
  { name: 'HTML checker', command: node, args: ['scripts/check-html.mjs'], env },
  {
    name: 'pages and links (Chromium, nginx)',
    command: node,
    args: ['node_modules/@playwright/test/cli.js', 'test', 'tests/e2e/pages.spec.ts', 'tests/e2e/links.spec.ts'],
    env: { ...env, CHROMIUM_PATH: chromium },
  },
]);

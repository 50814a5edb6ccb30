/**
 * `npm test`: every test, stage after stage, stopping at the first that fails: the type check
 * and the format check, lint, the unit tests, then what `npm run test:e2e` runs (the test
 * bundles, their size budgets and HTML, the end-to-end specs in Chromium through nginx), then
 * the Lighthouse budget over the bundles those stages built. Ends with a table of each stage's
 * time and share; the budget is in docs/build.md ("Tests").
 */
import { e2eStages, prepareE2e } from '../tools/stages/e2e-stages.mjs';
import { runStages } from '../tools/stages/stages.ts';

const node = process.execPath;
const bin = (name: string) => `node_modules/.bin/${name}`;
const chromium = await prepareE2e();

await runStages('npm test', [
  { name: 'type check (astro check)', command: bin('astro'), args: ['check'] },
  { name: 'format check (prettier)', command: bin('prettier'), args: ['--check', '.'] },
  { name: 'lint', command: bin('eslint'), args: ['--max-warnings=0', '.'] },
  { name: 'unit tests', command: bin('vitest'), args: ['run'] },
  ...e2eStages(chromium),
  { name: 'Lighthouse', command: node, args: ['scripts/lighthouse-budget.mjs'] },
]);

#!/usr/bin/env node
/**
 * `npm run test:e2e`: makes sure the system Chromium and nginx are there (installing Debian's
 * when running as root with apt, else saying in one line how to get them), builds what ships (all
 * regions into dist/, with the nginx configuration), the small test fixture bundle
 * (dist-fixtures/: only the test pages of tests/fixture-site/) and the fixture-data bundles (dist-test-data/: us and
 * cn over the made-up data of tests/fixtures/data, for the pages whose shipped data is short),
 * checks the size budgets and the HTML, and runs Playwright, whose tests visit dist/ through nginx
 * (playwright.config.ts).
 * E2E_SKIP_BUILD=1 reuses the existing dist/, dist-fixtures/ and dist-test-data/. Extra arguments
 * go to Playwright.
 */
import { e2eStages, prepareE2e } from '../tools/stages/e2e-stages.mjs';
import { runStages } from '../tools/stages/stages.ts';

await runStages('npm run test:e2e', e2eStages(await prepareE2e(), process.argv.slice(2)));

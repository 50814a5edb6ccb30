import { ensureFixturePhoto } from '../e2e/support/fixture-photo.ts';
import { assembleTestData } from './test-data.ts';

/**
 * The global setup of vitest and Playwright: the test data sets assembled once, before any test
 * (tests/support/test-data.ts), with the fixture product's photo they name made first (never
 * committed: tests/e2e/support/fixture-photo.ts).
 */
export default async function setup(): Promise<void> {
  await ensureFixturePhoto();
  assembleTestData();
}

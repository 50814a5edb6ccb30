import { syncTestData } from './test-data.ts';

/** Vitest's global setup: the test data sets synced once, before any test (tests/support/test-data.ts). */
export default async function setup(): Promise<void> {
  await syncTestData();
}

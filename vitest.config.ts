import { defineConfig } from 'vitest/config';

/**
 * The test files that run Astro's content sync or a whole build. Every sync writes the project's
 * shared `.astro/` folder through fixed temporary names, so two at once can rename each other's
 * file away (docs/build.md, "What parallel builds do share"): these files take turns, while the
 * others run beside them.
 */
const SYNCING = [
  'tests/unit/calendar-command.test.ts',
  'tests/unit/content-validation.test.ts',
  'tests/unit/json-schemas.test.ts',
  'tests/unit/marketer-day.test.ts',
  'tests/unit/product-photos.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['tests/support/assemble-test-data.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: SYNCING } },
      { extends: true, test: { name: 'syncs', include: SYNCING, fileParallelism: false } },
    ],
  },
});

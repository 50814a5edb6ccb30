import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/unit/**/*.test.ts'],
    // The test data sets, assembled once before any test (tests/support/test-data.ts).
    globalSetup: ['tests/support/assemble-test-data.ts'],
    // One test file a core: vitest's default leaves one core to its main process, which only
    // waits while the files run (on two cores, it halved the stage's speed).
    maxWorkers: availableParallelism(),
  },
});

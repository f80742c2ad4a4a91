import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    pool: 'forks',
    // One browser at a time: on a 2-core CI machine two Chromiums and two servers starve each other.
    maxWorkers: 1,
    testTimeout: 30000,
    hookTimeout: 60000,
    globalSetup: ['tests/e2e/global-setup.ts'],
    server: { deps: { inline: ['kysely'] } },
  },
});

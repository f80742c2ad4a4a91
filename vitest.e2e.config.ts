import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30000,
    hookTimeout: 60000,
    globalSetup: ['tests/e2e/global-setup.ts'],
    server: { deps: { inline: ['kysely'] } },
  },
});

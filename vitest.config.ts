import { defineConfig } from 'vitest/config';
import path from 'node:path';
import { postgresUnavailableReason } from './tests/helpers/postgres-server.ts';

// Two projects (docs/decisions/016): `sqlite` runs every test; `postgres` runs the integration suite
// and the database-layer tests again on a real PostgreSQL server the harness starts
// (tests/helpers/postgres-global-setup.ts). Without PostgreSQL on the machine the `postgres`
// project is left out and the run says so loudly; under CI=true that is an error instead.
const postgresMissing = process.env.TEST_SKIP_POSTGRES === '1' ? 'TEST_SKIP_POSTGRES=1' : postgresUnavailableReason();
if (postgresMissing && process.env.CI === 'true') {
  throw new Error(`CI=true: the PostgreSQL tests cannot be skipped, but ${postgresMissing}`);
}
if (postgresMissing) process.env.VITEST_POSTGRES_SKIPPED = postgresMissing;

const onBothDialects = [
  'tests/integration/**/*.test.ts',
  'src/server/db/schema.test.ts',
  'db/seeds/seed.test.ts',
  'src/server/services/mail/outbox.test.ts',
  'src/server/services/search/search.test.ts',
  'src/server/services/search/engine.test.ts',
  'src/server/cache/tags/rules.test.ts',
];

export default defineConfig({
  // `~/` is src/ (tsconfig.json's paths), as in the Vite builds.
  resolve: { alias: [{ find: /^~\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` }] },
  test: {
    exclude: ['tests/e2e/**', 'node_modules/**'],
    environment: 'node',
    pool: 'forks',
    // Two files at a time on the 2-core CI machine (docs/decisions/060): Vitest's default there is one,
    // and most of a file's time is spent waiting on a server, PostgreSQL or a browser it started.
    maxWorkers: 2,
    testTimeout: 20000,
    hookTimeout: 30000,
    // dist/ is the compiled server (TEST_SERVER=build, tests/helpers/server-under-test.ts): Node loads
    // it as it is, not through Vite's transform, so the tests run the very bundle that ships.
    server: { deps: { inline: ['kysely'], external: [/\/dist\/server\//] } },
    projects: [
      {
        extends: true as const,
        test: {
          name: 'sqlite',
          include: ['src/**/*.test.ts', 'db/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/ops/**/*.test.ts'],
          // tests/ops run compiled builds as processes (docs/decisions/022-operations.md).
          exclude: ['tests/e2e/**', 'node_modules/**', 'tests/ops/**/*.postgres.test.ts'],
          globalSetup: ['tests/helpers/skipped-report.ts'],
        },
      },
      ...(postgresMissing
        ? []
        : [
            {
              extends: true as const,
              test: {
                name: 'postgres',
                include: [...onBothDialects, 'tests/postgres/**/*.test.ts', 'tests/ops/**/*.postgres.test.ts'],
                env: { TEST_DATABASE: 'postgres' },
                globalSetup: ['tests/helpers/postgres-global-setup.ts'],
              },
            },
          ]),
    ],
  },
});

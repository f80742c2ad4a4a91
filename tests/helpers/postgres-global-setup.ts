import type { TestProject } from 'vitest/node';
import { startPostgres } from './postgres-server';

/**
 * The `postgres` Vitest project's server: one PostgreSQL started for the run on a random
 * loopback port (tests/helpers/postgres-server.ts); each test file makes its own database on it.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const server = await startPostgres();
  console.log(`PostgreSQL ${server.version} for the tests on 127.0.0.1:${server.port} (started in ${Date.now() - started} ms)`);
  project.provide('postgresUrl', server.url);
  return async () => {
    await server.stop();
  };
}

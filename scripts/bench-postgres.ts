/**
 * The PostgreSQL server of a benchmark's PostgreSQL setups (bench:mix, bench:edge, bench:dispatch,
 * bench:events, bench-search): a throwaway one of the test harness's (initdb and pg_ctl in a temporary
 * folder, tests/helpers/postgres-server.ts), started when a setup asks for it and stopped after
 * `use`, however it ends. Imported on demand, so a SQLite-only run needs no PostgreSQL on the machine.
 */
import crypto from 'node:crypto';

export type BenchPostgres = {
  /** The server's version, for the result's label. */
  version: string;
  /** A new database on the server (its name ends in the time, so reruns never meet); answers its URL. */
  database: (name: string) => Promise<string>;
};

export async function withBenchPostgres<T>(use: (pg: BenchPostgres) => Promise<T>): Promise<T> {
  const { startPostgres } = await import('../tests/helpers/postgres-server');
  const { createDatabase } = await import('../tests/helpers/postgres-databases');
  const server = await startPostgres();
  try {
    return await use({ version: server.version, database: (name) => createDatabase(server.url, `${name}_${Date.now()}`) });
  } finally {
    await server.stop();
  }
}

/** `postgres2` is two processes on one database; any other PostgreSQL setup, one. */
export const postgresProcesses = (setup: string): 1 | 2 => (setup === 'postgres2' ? 2 : 1);

/** The key every process on one PostgreSQL database seals secrets with (docs/decisions/037). */
export const sharedSecretsKey = (): string => crypto.randomBytes(32).toString('base64');

import { createHash } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test PostgreSQL server's maintenance database, set by tests/helpers/postgres-global-setup.ts. */
    postgresUrl: string;
  }
}

/** The server to make test databases on, in the `postgres` Vitest project; null in the `sqlite` one. */
export function postgresTestTarget(): string | null {
  if (process.env.TEST_DATABASE !== 'postgres') return null;
  const url = inject('postgresUrl');
  if (!url) throw new Error('TEST_DATABASE=postgres but no test PostgreSQL server was started (tests/helpers/postgres-global-setup.ts)');
  return url;
}

/** A database name for a test folder: the same folder gives the same database (an app restart). */
export const testDatabaseName = (key: string) => `bac_test_${createHash('sha1').update(key).digest('hex').slice(0, 16)}`;

export const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

async function onServer<T>(serverUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates the database unless it exists; answers its URL. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  await onServer(serverUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  });
  return databaseUrl(serverUrl, name);
}

export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  await onServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
}

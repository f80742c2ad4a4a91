import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { z } from 'zod';
import type { AppConfig } from '~/server/config';
import type { DB } from '~/server/db/database';
import type { Database } from '~/server/db/schema';
import { rowId } from '~/shared/schemas/answers';
import type { ApiJson, Method } from './api-types';
import { createDatabase, dropDatabase, postgresTestTarget, testDatabaseName } from './postgres-databases';
import { server } from './server-under-test';

export type TestApp = { app: FastifyInstance; config: AppConfig; dataDir: string; close: () => Promise<void> };

/**
 * A whole app on a fresh database in its own temporary folder. Call once per test file
 * (beforeAll) so files never share a database. The database is a SQLite file in that folder,
 * or, in the `postgres` Vitest project (TEST_DATABASE=postgres), a new database on the test
 * PostgreSQL server named after the folder: an app made again with the same DATA_DIR (a
 * restart) finds the same data, as it would on SQLite.
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}, env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bac-test-'));
  const postgres = postgresTestTarget();
  const database = postgres ? await createDatabase(postgres, testDatabaseName(dataDir)) : null;
  const config = server.loadConfig(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://localhost:3000',
      // Tests write straight into the database and read at once: writes reach the cache at once,
      // except where a test names the window (docs/decisions/032).
      READ_CACHE_WRITE_WINDOW_MS: '0',
      ...(database && { DATABASE_URL: database, DATABASE_POOL_SIZE: '4' }),
      ...env,
    },
    { client: 'none', ...overrides },
  );
  const app = await server.buildApp(config);
  await app.ready();
  return {
    app,
    config,
    dataDir,
    close: async () => {
      await app.close();
      if (postgres) await dropDatabase(postgres, testDatabaseName(dataDir));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A value, or a function read when it is needed. */
export type Lazy<T> = T | (() => T);
const valueOf = <T extends object>(lazy: Lazy<T>): T => (typeof lazy === 'function' ? lazy() : lazy);

/**
 * A test file's own app on a fresh database, made in beforeAll and closed in afterAll: `t` reads
 * the app once made, `db()` is its database, `count(table)` its rows in one table. `ready` runs
 * once the app is made (to sign someone in, say). Options that name what an earlier beforeAll
 * starts (a fake Stripe's address, say) are given as functions, read when the app is made.
 */
export function useTestApp(
  overrides: Lazy<Partial<AppConfig>> = {},
  env: Lazy<Record<string, string>> = {},
  ready: (made: TestApp) => Promise<void> = async () => {},
) {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(valueOf(overrides), valueOf(env));
    await ready(current);
  });
  afterAll(() => current?.close());
  const made = (): TestApp => {
    if (!current) throw new Error('the test app is made in beforeAll');
    return current;
  };
  const t: TestApp = {
    get app() {
      return made().app;
    },
    get config() {
      return made().config;
    },
    get dataDir() {
      return made().dataDir;
    },
    close: () => made().close(),
  };
  const db = (): DB => made().app.services.db;
  return { t, db, count: (table: keyof Database) => countRows(db(), table) };
}

/** How many rows one table holds. */
export async function countRows(db: DB, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** JSON request through app.inject, with an Origin matching the site by default. */
export async function injectJson<M extends Method, U extends string>(
  app: FastifyInstance,
  method: M,
  url: U,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method,
    url,
    headers: { origin: 'http://localhost:3000', ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  });
  // A body that is not JSON (an empty 204, an HTML page) leaves json undefined: tests check the status.
  let json = undefined as ApiJson<U, M>;
  try {
    json = res.json<ApiJson<U, M>>();
  } catch {
    json = undefined as ApiJson<U, M>;
  }
  return { status: res.statusCode, json, headers: res.headers, body: res.body };
}

/** A public list the seed fills: answered 200 with at least `atLeast` rows; answers the rows. */
export async function seededList<U extends string>(app: FastifyInstance, url: U, atLeast: number) {
  const res = await injectJson(app, 'GET', url);
  expect(res.status, url).toBe(200);
  const rows: unknown = res.json;
  expect(Array.isArray(rows) ? rows.length : rows, `${url}: rows`).toBeGreaterThanOrEqual(atLeast);
  return res.json;
}

/** A POST of a body sent as it is, labelled JSON (broken JSON, say), with no Origin. */
export const postRawJson = (app: FastifyInstance, url: string, payload: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });

/** The id of a stored row in an answer whose URL does not name one row (`/api/admin/${kind}`). */
export const idOf = (json: unknown): number => z.object({ id: rowId }).parse(json).id;

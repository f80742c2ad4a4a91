import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { type AppConfig, loadConfig } from '../../src/server/config';

export type TestApp = { app: FastifyInstance; config: AppConfig; dataDir: string; close: () => Promise<void> };

/**
 * A whole app on a fresh SQLite file in its own temporary folder. Call once per test file
 * (beforeAll) so files never share a database.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  env: Record<string, string> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-test-'));
  const config = loadConfig(
    { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', ...env },
    { client: 'none', ...overrides },
  );
  const app = await buildApp(config);
  await app.ready();
  return {
    app,
    config,
    dataDir,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** JSON request through app.inject, with an Origin matching the site by default. */
export async function injectJson(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method,
    url,
    headers: { origin: 'http://localhost:3000', ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
    ...(body !== undefined && { payload: JSON.stringify(body) }),
  });
  let json: any;
  try {
    json = res.json();
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, json, headers: res.headers, body: res.body };
}

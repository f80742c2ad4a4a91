/**
 * Writes the TypeScript types of /api/openapi.json (openapi-typescript) to
 * tests/generated/openapi.gen.ts, which a typed openapi-fetch client uses in
 * tests/integration/openapi-client.test.ts. That test fails when the file is stale.
 *   npm run openapi:client-types
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import type { OpenAPI3 } from 'openapi-typescript';
import { CLIENT_TYPES_FILE, clientTypes } from './openapi-tools';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-openapi-'));
const app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { client: 'none' }));
await app.ready();
try {
  const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenAPI3>();
  const file = path.resolve(import.meta.dirname, '..', CLIENT_TYPES_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await clientTypes(document));
  console.log(`wrote ${CLIENT_TYPES_FILE}`);
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

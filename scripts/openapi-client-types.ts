/**
 * Writes the TypeScript types of /api/openapi.json (openapi-typescript) to
 * tests/generated/openapi.gen.ts, which a typed openapi-fetch client uses in
 * tests/integration/openapi-client.test.ts and tests/helpers/api-types.ts. The file is not
 * committed (docs/decisions/064-generated-openapi-types-not-committed.md): `npm run typecheck`, `npm run lint` and `npm test` make it
 * first, from the document the source serves, as they make the route tree.
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
  const types = await clientTypes(document);
  // Only when it differs, so that tsc's and the editor's view of an unchanged file stays as it is.
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === types) {
    console.log(`${CLIENT_TYPES_FILE} is up to date`);
  } else {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, types);
    console.log(`wrote ${CLIENT_TYPES_FILE}`);
  }
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Prints what real OpenAPI tools say about /api/openapi.json (docs/decisions/010): whether
 * @apidevtools/swagger-parser validates it, and Redocly's lint figures (errors and warnings of
 * its recommended rules) per rule.
 *   npm run audit:openapi [-- --problems] [--write FILE] [--url URL]
 * Without --url it builds the app of this work tree; with it, it audits a running club's document
 * (the "before" figures of docs/decisions/010: main's server, --url http://127.0.0.1:3000/api/openapi.json).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { redoclyLint, swaggerParserValidate } from './openapi-tools';

const option = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};

/** The document of the running club at `url`, or of an app built from this work tree. */
async function loadDocument(url: string | undefined): Promise<unknown> {
  if (url) return (await fetch(url)).json();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-openapi-'));
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { client: 'none' }));
  try {
    await app.ready();
    return (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const document = await loadDocument(option('--url'));
const operations = Object.values((document as { paths: Record<string, Record<string, unknown>> }).paths).reduce(
  (n, item) => n + Object.keys(item).filter((k) => ['get', 'post', 'put', 'patch', 'delete'].includes(k)).length,
  0,
);
console.log(`/api/openapi.json: ${operations} operations`);
const write = option('--write');
if (write) fs.writeFileSync(write, `${JSON.stringify(document, null, 2)}\n`);
try {
  await swaggerParserValidate(document);
  console.log('swagger-parser: valid');
} catch (error) {
  console.log(`swagger-parser: INVALID: ${(error as Error).message}`);
}
const lint = await redoclyLint(document);
console.log(`redocly lint (recommended): ${lint.errors} errors, ${lint.warnings} warnings`);
for (const [rule, n] of Object.entries(lint.byRule).sort())
  console.log(`  ${rule.padEnd(40)} ${String(n.errors).padStart(4)} errors ${String(n.warnings).padStart(4)} warnings`);
if (process.argv.includes('--problems')) {
  for (const p of lint.problems) console.log(`${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`);
}

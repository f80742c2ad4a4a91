/**
 * Timing of public reads through the whole app (in-process, app.inject) on seeded data. A
 * measurement, not a test: timings on a shared 2-core machine are too noisy to assert on.
 *   npm run bench:reads [-- --rounds 200]
 * On SQLite (a fresh file) by default; DATABASE_URL=postgres://... runs it on that PostgreSQL
 * database instead (give an empty one: it is migrated and seeded like a new club).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 200;
const urls = [
  '/api/content',
  '/api/latest-content',
  '/api/recognition',
  '/api/shame',
  '/api/arsenal',
  '/api/intelligence',
  '/trpc/public.content.list',
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-bench-'));
const databaseUrl = process.env.DATABASE_URL ?? '';
const app = await buildApp(
  loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl }, { client: 'none' }),
);
await app.ready();
try {
  console.log(`public reads on ${app.services.config.database.dialect}, ${rounds} rounds each, in-process (ms)`);
  console.log('url'.padEnd(32), 'median'.padStart(8), 'p95'.padStart(8), 'max'.padStart(8));
  for (const url of urls) {
    const timings: number[] = [];
    for (let i = 0; i < rounds + 20; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url });
      if (i >= 20) timings.push(performance.now() - start); // the first 20 warm up
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    }
    timings.sort((a, b) => a - b);
    const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))].toFixed(2);
    console.log(url.padEnd(32), at(0.5).padStart(8), at(0.95).padStart(8), at(1).padStart(8));
  }
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

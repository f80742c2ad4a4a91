/**
 * Server render time of pages on seeded data (in-process, app.inject against the built
 * server-rendering bundle: run `npm run build` first). A measurement, not a test.
 *   npm run bench:render [-- --rounds 100]
 */
// React's production build, as `npm start` runs it.
process.env.NODE_ENV = 'production';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 100;
const urls = ['/', '/exhibitions', '/exhibitions/1', '/job-title-translator', '/intelligence/1', '/about'];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-render-'));
const app = await buildApp(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, { client: 'dist' }));
await app.ready();
try {
  console.log(`server render, ${rounds} rounds each after 20 warm-up (ms)`);
  console.log('url'.padEnd(24), 'median'.padStart(8), 'p95'.padStart(8), 'bytes'.padStart(8));
  for (const url of urls) {
    const timings: number[] = [];
    let bytes = 0;
    for (let i = 0; i < rounds + 20; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url });
      if (i >= 20) timings.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
      bytes = res.body.length;
    }
    timings.sort((a, b) => a - b);
    const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))].toFixed(2);
    console.log(url.padEnd(24), at(0.5).padStart(8), at(0.95).padStart(8), String(bytes).padStart(8));
  }
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

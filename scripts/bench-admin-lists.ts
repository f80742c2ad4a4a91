/**
 * Timing of the admin list pages (docs/decisions/015) with 10,000 pending comments and 10,000 payments,
 * through the whole app (in-process, app.inject, with the admin's session). A measurement, not a
 * test: timings on a shared 2-core machine are too noisy to assert on.
 *   node --import tsx scripts/bench-admin-lists.ts [--rows 10000] [--rounds 100]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createOrResetAdmin } from '../src/server/services/admin-accounts';
import { seedExhibition, seedPayments, seedPendingComments } from '../tests/helpers/seed-lists';

const arg = (name: string, fallback: number) =>
  process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback;
const rows = arg('--rows', 10_000);
const rounds = arg('--rounds', 100);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-bench-lists-'));
const app = await buildApp(
  loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' }, { client: 'none' }),
);
await app.ready();
try {
  const db = app.services.db;
  let started = performance.now();
  await seedPendingComments(db, rows, await seedExhibition(db));
  await seedPayments(db, rows);
  console.log(`seeded ${rows} pending comments and ${rows} payments in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  await createOrResetAdmin(db, 'bench@club.example', 'a-very-long-password');
  const login = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
    payload: JSON.stringify({ email: 'bench@club.example', password: 'a-very-long-password' }),
  });
  const cookie = String([login.headers['set-cookie']].flat()[0]).split(';')[0];

  const middle = Math.ceil(rows / 50 / 2);
  const last = Math.ceil(rows / 50);
  const trpc = (procedure: string, input: unknown) => `/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`;
  const urls = [
    '/api/admin/comments/pending?page=1',
    `/api/admin/comments/pending?page=${middle}`,
    `/api/admin/comments/pending?page=${last}`,
    '/api/admin/comments/pending?q=needle',
    '/api/admin/comments/pending?q=no-such-text',
    trpc('admin.comments.pendingPage', { page: 1 }),
    '/api/admin/payments?page=1',
    `/api/admin/payments?page=${last}`,
    '/api/admin/payments?q=needle',
    '/api/admin/payments?q=payer9999',
    trpc('admin.payments.page', { page: 1 }),
    '/api/admin/export/payments.csv',
  ];
  console.log(`\nadmin list pages, ${rounds} rounds each after 10 warm-up, in-process (ms)`);
  console.log('url'.padEnd(58), 'median'.padStart(8), 'p95'.padStart(8), 'max'.padStart(8), 'rows'.padStart(6), 'total'.padStart(7));
  for (const url of urls) {
    const timings: number[] = [];
    let shown = '';
    for (let i = 0; i < rounds + 10; i++) {
      started = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (i >= 10) timings.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      if (i === 0) {
        if (url.endsWith('.csv')) shown = `${res.body.split('\r\n').length - 2}`.padStart(6) + '-'.padStart(8);
        else {
          type Page = { items: unknown[]; total: number };
          const body = JSON.parse(res.body) as Page & { result?: { data: Page } };
          const page = body.result?.data ?? body;
          shown = String(page.items.length).padStart(6) + String(page.total).padStart(8);
        }
      }
    }
    timings.sort((a, b) => a - b);
    const at = (q: number) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))].toFixed(2).padStart(8);
    console.log(url.slice(0, 58).padEnd(58), at(0.5), at(0.95), timings.at(-1)!.toFixed(2).padStart(8), shown);
  }
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

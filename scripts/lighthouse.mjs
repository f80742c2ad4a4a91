#!/usr/bin/env node
/**
 * Lighthouse (mobile, simulated throttling) on the built site: the median of 3 runs per page of
 * performance, accessibility, best practices and SEO scores, FCP and CLS. A measurement, not a
 * test. Needs `npm run build` first and the system Chromium.
 *   node scripts/lighthouse.mjs [--runs 3] [--url http://localhost:3000]   (without --url it starts the server itself)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : process.argv[i + 1];
};
const runs = Number(arg('--runs', '3'));
let base = arg('--url', '');
const pages = ['/', '/exhibitions', '/exhibitions/1', '/job-title-translator', '/intelligence/1'];

let server;
if (!base) {
  const port = 3000 + Math.floor(Math.random() * 2000) + 1000;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-lh-'));
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  for (let i = 0; i < 80; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rows = [];
try {
  for (const page of pages) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`${base}${page}`, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', throttlingMethod: 'simulate' });
      results.push(lhr);
    }
    const score = (key) => Math.round(median(results.map((r) => r.categories[key].score * 100)));
    const audit = (key) => median(results.map((r) => r.audits[key].numericValue));
    rows.push({
      page,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      'FCP s': (audit('first-contentful-paint') / 1000).toFixed(2),
      'LCP s': (audit('largest-contentful-paint') / 1000).toFixed(2),
      'TBT ms': Math.round(audit('total-blocking-time')),
      CLS: audit('cumulative-layout-shift').toFixed(3),
    });
  }
} finally {
  await chrome.kill();
  server?.kill('SIGTERM');
}
console.log(`Lighthouse mobile (simulated throttling), median of ${runs} runs`);
console.table(rows);

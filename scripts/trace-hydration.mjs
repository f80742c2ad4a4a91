#!/usr/bin/env node
/**
 * The main thread's tasks while a page loads and hydrates, by thread CPU time (a Chromium trace's
 * `tdur`), which other processes on a shared machine barely move, unlike wall time (which
 * Lighthouse's simulation scales): per page and server, the median over N loads of the longest
 * task and of the blocking time those tasks would make at 4x CPU throttling (sum of 4 x CPU - 50
 * ms), with the longest task's top events. Runs alternate between the servers. A measurement for
 * docs/decisions/047, not a test; the servers must be running (e.g. `npm start` in each checkout).
 *
 *   node scripts/trace-hydration.mjs --runs 5 http://127.0.0.1:3000 http://127.0.0.1:3001 -- / /exhibitions
 */
import { chromium } from 'playwright-core';
import { chromiumArgs } from './chromium-args.mjs';

const argv = process.argv.slice(2);
const i = argv.indexOf('--runs');
const runs = i === -1 ? 3 : Number(argv.splice(i, 2)[1]);
const dash = argv.indexOf('--');
const bases = dash === -1 ? argv : argv.slice(0, dash);
const pages = dash === -1 ? ['/', '/exhibitions', '/exhibitions/1', '/job-title-translator', '/intelligence/1'] : argv.slice(dash + 1);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const TOP = [
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'Paint',
];

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
async function load(url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
  await page.goto(url, { waitUntil: 'load' });
  // The root layout marks the page once hydrated (src/client/routes/__root.tsx).
  // A function, not a string: the page's CSP forbids eval, which a string predicate needs.
  await page.waitForFunction(() => globalThis.document.documentElement.dataset.hydrated !== undefined, null, { timeout: 60_000 });
  await page.waitForTimeout(2000);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  // The page's main thread: the one that parsed its HTML.
  const parse = traceEvents.filter((e) => e.name === 'ParseHTML').sort((a, b) => b.dur - a.dur)[0];
  const events = traceEvents.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X');
  const tasks = events.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
  const cpu = (e) => (e.tdur ?? e.dur) / 1000;
  const longest = tasks.reduce((a, b) => (cpu(b) > cpu(a) ? b : a));
  const inside = events.filter((e) => TOP.includes(e.name) && e.ts >= longest.ts && e.ts + e.dur <= longest.ts + longest.dur);
  const what = inside
    .sort((a, b) => cpu(b) - cpu(a))
    .slice(0, 3)
    .map((e) => `${e.name} ${Math.round(cpu(e))}`)
    .join(', ');
  if (process.env.TRACE_TASKS) {
    // Every task over 10 ms of CPU, in order, with what it holds.
    for (const t of tasks.filter((x) => cpu(x) > 10)) {
      const held = events
        .filter((e) => TOP.includes(e.name) && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur)
        .sort((a, b) => cpu(b) - cpu(a))
        .slice(0, 4)
        .map((e) => `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.split('/').pop()}` : ''} ${Math.round(cpu(e))}`);
      console.log(`  ${url} +${Math.round((t.ts - parse.ts) / 1000)} ms: ${Math.round(cpu(t))} ms CPU (${held.join(', ')})`);
    }
  }
  return {
    total: tasks.reduce((s, t) => s + cpu(t), 0),
    longest: cpu(longest),
    blocking4x: tasks.reduce((s, t) => s + Math.max(0, 4 * cpu(t) - 50), 0),
    what,
  };
}

const rows = [];
try {
  for (const path of pages) {
    const results = bases.map(() => []);
    for (let r = 0; r < runs; r++) for (const [k, base] of bases.entries()) results[k].push(await load(base + path));
    for (const [k, base] of bases.entries()) {
      const rs = results[k];
      const mid = rs.find((x) => x.longest === median(rs.map((y) => y.longest)));
      rows.push({
        page: path,
        server: base,
        'main-thread CPU ms': Math.round(median(rs.map((x) => x.total))),
        'longest task CPU ms': Math.round(median(rs.map((x) => x.longest))),
        'blocking at 4x ms': Math.round(median(rs.map((x) => x.blocking4x))),
        'longest task holds': mid.what,
      });
    }
  }
} finally {
  await browser.close();
}
console.log(`main-thread tasks by thread CPU time, median of ${runs} loads (412 px, no throttling; "at 4x" = sum of 4 x CPU - 50 ms)`);
console.table(rows);

#!/usr/bin/env node
/**
 * Lighthouse 12 (mobile, simulated throttling) on the built site: per page, the median of N runs
 * (3 by default) of the performance, accessibility, best-practices and SEO scores and of FCP, LCP,
 * TBT and CLS, checked against the targets (docs/decisions/011 and 031); then, for any page below a target, the audits
 * that cost it points. A measurement, not a test. Needs `npm run build` first and the system
 * Chromium (CHROME_PATH, default /usr/bin/chromium).
 *
 *   npm run lighthouse                                 starts the built server (dist/server/main.js) on a fresh DATA_DIR
 *   node scripts/lighthouse.mjs --root ../old --root .   two checkouts' builds, every run alternating between them
 *   node scripts/lighthouse.mjs --url http://127.0.0.1:3000   measures a server that is already running
 *   ... --runs 5 --label after --pages /,/exhibitions
 *
 * The summary (medians, every run's figures, the failing audits, the machine's load) is written to
 * reports/lighthouse/<label>.json (gitignored); with `--long-tasks`, each run's main-thread tasks over 50 ms
 * (simulated, with the script that ran them) are printed too, to see what blocks.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs } from './chromium-args.mjs';
import { benchServerEnv, serverNode } from './server-node.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? fallback : process.argv[i + 1];
};
/** Every value of a flag that may be given more than once (`--root a --root b`). */
const args = (name) => process.argv.flatMap((a, i) => (a === name && process.argv[i + 1] ? [process.argv[i + 1]] : []));
const runs = Number(arg('--runs', '3'));
const label = arg('--label', 'latest');
const pages = arg('--pages', '/,/exhibitions,/exhibitions/1,/job-title-translator,/intelligence/1').split(',');

/** The targets: docs/decisions/011's FCP, and the site-search and images work's (docs/decisions/031): performance 98, LCP 1.8 s, CLS 0; TBT 50 ms (docs/decisions/047). */
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, fcpMs: 1200, lcpMs: 1800, tbtMs: 50, cls: 0 };

/** Starts one checkout's built server on a fresh DATA_DIR (seeded at start) and waits for /healthz. */
async function startBuilt(root) {
  const port = 4000 + Math.floor(Math.random() * 2000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-lh-'));
  const base = `http://127.0.0.1:${port}`;
  // What `npm start` runs once built: the compiled server (docs/decisions/014).
  if (!fs.existsSync(path.join(root, 'dist/server/main.js')))
    throw new Error(`${root}/dist/server/main.js is missing: run \`npm run build\` there first`);
  const child = spawn(serverNode().node, ['dist/server/main.js'], {
    cwd: root,
    env: { ...benchServerEnv(port, dataDir), PUBLIC_URL: base },
    stdio: 'inherit',
  });
  let up = false;
  for (let i = 0; i < 120 && !up; i++) {
    up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 250));
  }
  if (!up) {
    child.kill('SIGTERM');
    throw new Error(`the server did not answer ${base}/healthz`);
  }
  return { name: path.basename(path.resolve(root)), base, child };
}

// The builds measured: one running server (--url), or one or more checkouts' builds (--root, repeatable;
// default the current directory). With two, every run alternates between them, so both meet the same load.
const targets = [];
const url = arg('--url', '');
try {
  if (url) targets.push({ name: url, base: url, child: undefined });
  else for (const root of args('--root').length ? args('--root') : ['.']) targets.push(await startBuilt(root));
} catch (error) {
  for (const t of targets) t.child?.kill('SIGTERM');
  throw error;
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: chromiumArgs,
});
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const loadBefore = os.loadavg();
const rows = [];
const details = [];
let lighthouseVersion;
let browserVersion;

async function measure(base, page) {
  // A trace that could not be recorded (NO_NAVSTART and the like, on a busy machine) is run again.
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(
      `${base}${page}`,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: {
          formFactor: 'mobile',
          throttlingMethod: 'simulate',
          screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
        },
      },
    );
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    console.warn(`${page}: ${lhr.runtimeError.code}, running again`);
  }
}

/** The run's long tasks as Lighthouse's `long-tasks` audit lists them (start and duration under its simulation). */
function printLongTasks(name, page, lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  const tasks = items.map(
    (i) => `${Math.round(i.duration)} ms at ${Math.round(i.startTime)} (${String(i.url).replace(/^https?:\/\/[^/]+/, '')})`,
  );
  console.log(
    `  ${name} ${page}: TBT ${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms; long tasks: ${tasks.join('; ') || 'none'}`,
  );
}

try {
  // One warm-up load, not counted: the server's first render of a page compiles and caches.
  for (const t of targets) for (const page of pages) await fetch(`${t.base}${page}`).then((r) => r.text());
  for (const page of pages) {
    const results = targets.map(() => []);
    for (let i = 0; i < runs; i++) {
      for (const [k, t] of targets.entries()) {
        const lhr = await measure(t.base, page);
        lighthouseVersion = lhr.lighthouseVersion;
        browserVersion = lhr.environment?.hostUserAgent;
        results[k].push(lhr);
        if (process.argv.includes('--long-tasks')) printLongTasks(t.name, page, lhr);
      }
    }
    for (const [k, t] of targets.entries()) summarise(t.name, page, results[k]);
  }
} finally {
  await chrome.kill();
  for (const t of targets) t.child?.kill('SIGTERM');
}

function summarise(build, page, results) {
  const score = (key) => Math.round(median(results.map((r) => (r.categories[key].score ?? 0) * 100)));
  const audit = (key) => median(results.map((r) => r.audits[key].numericValue ?? 0));
  const row = {
    ...(targets.length > 1 ? { build } : {}),
    page,
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    'FCP s': Number((audit('first-contentful-paint') / 1000).toFixed(2)),
    'LCP s': Number((audit('largest-contentful-paint') / 1000).toFixed(2)),
    'TBT ms': Math.round(audit('total-blocking-time')),
    CLS: Number(audit('cumulative-layout-shift').toFixed(3)),
  };
  const misses = [];
  if (row.perf < TARGETS.performance) misses.push(`performance ${row.perf} < ${TARGETS.performance}`);
  if (row.a11y < TARGETS.accessibility) misses.push(`accessibility ${row.a11y}`);
  if (row.bp < TARGETS['best-practices']) misses.push(`best practices ${row.bp}`);
  if (row.seo < TARGETS.seo) misses.push(`SEO ${row.seo}`);
  if (row['FCP s'] * 1000 > TARGETS.fcpMs) misses.push(`FCP ${row['FCP s']} s > ${TARGETS.fcpMs / 1000} s`);
  if (row['LCP s'] * 1000 > TARGETS.lcpMs) misses.push(`LCP ${row['LCP s']} s > ${TARGETS.lcpMs / 1000} s`);
  if (row['TBT ms'] > TARGETS.tbtMs) misses.push(`TBT ${row['TBT ms']} ms > ${TARGETS.tbtMs} ms`);
  if (row.CLS > TARGETS.cls) misses.push(`CLS ${row.CLS} > ${TARGETS.cls}`);
  rows.push({ ...row, targets: misses.length ? 'MISSED' : 'met' });

  // The audits that cost points, in any run: scored below 0.9 in a category's weighted list.
  const failing = new Map();
  for (const r of results) {
    for (const [category, { auditRefs }] of Object.entries(r.categories)) {
      for (const { id, weight } of auditRefs) {
        const a = r.audits[id];
        if (a.score === null || a.score >= 0.9 || a.scoreDisplayMode === 'manual' || a.scoreDisplayMode === 'notApplicable') continue;
        if (category === 'performance' && weight === 0 && a.scoreDisplayMode !== 'binary') continue;
        const key = `${category}/${id}`;
        const seen = failing.get(key) ?? {
          category,
          id,
          title: a.title,
          runs: 0,
          score: a.score,
          displayValue: a.displayValue ?? '',
          items: [],
        };
        seen.runs++;
        seen.items = (a.details?.items ?? [])
          .slice(0, 5)
          .map((it) => it.node?.snippet ?? it.url ?? it.source?.url ?? it.description ?? JSON.stringify(it).slice(0, 160));
        failing.set(key, seen);
      }
    }
  }
  details.push({
    build,
    page,
    runs: results.map((r) => ({
      perf: r.categories.performance.score,
      fcp: r.audits['first-contentful-paint'].numericValue,
      lcp: r.audits['largest-contentful-paint'].numericValue,
      tbt: r.audits['total-blocking-time'].numericValue,
      cls: r.audits['cumulative-layout-shift'].numericValue,
    })),
    misses,
    failing: [...failing.values()],
  });
}

const loadAfter = os.loadavg();
console.log(
  `Lighthouse ${lighthouseVersion} mobile (simulated throttling), median of ${runs} runs, ${targets.map((t) => `${t.name} (${t.base})`).join(' vs ')}`,
);
console.log(
  `machine load (1/5/15 min): before ${loadBefore.map((l) => l.toFixed(2)).join(' ')}, after ${loadAfter.map((l) => l.toFixed(2)).join(' ')}; ${os.cpus().length} cores`,
);
console.table(rows);
// The three figures the targets name, one line per page: every build side by side.
console.log(`\nperformance / TBT ms / LCP s (targets >= ${TARGETS.performance} / <= ${TARGETS.tbtMs} / <= ${TARGETS.lcpMs / 1000})`);
for (const page of pages) {
  const cells = rows.filter((r) => r.page === page).map((r) => `${r.perf} / ${r['TBT ms']} / ${r['LCP s']}`);
  console.log(`  ${page.padEnd(24)} ${cells.join('   |   ')}`);
}
if (targets.length > 1) console.log(`  (columns: ${targets.map((t) => t.name).join(' | ')})`);
for (const d of details) {
  if (!d.failing.length) continue;
  console.log(
    `\n${d.build && targets.length > 1 ? `${d.build} ` : ''}${d.page}${d.misses.length ? ` (missed: ${d.misses.join(', ')})` : ''}: audits below 0.9`,
  );
  for (const f of d.failing) {
    console.log(
      `  [${f.category}] ${f.id} (${f.title})${f.displayValue ? `: ${f.displayValue}` : ''}, score ${f.score}, in ${f.runs}/${runs} runs`,
    );
    for (const item of f.items) console.log(`      ${String(item).slice(0, 200)}`);
  }
}
const outDir = path.resolve('reports/lighthouse');
fs.mkdirSync(outDir, { recursive: true });
const out = path.join(outDir, `${label}.json`);
fs.writeFileSync(
  out,
  JSON.stringify(
    {
      label,
      builds: targets.map(({ name, base }) => ({ name, base })),
      date: new Date().toISOString(),
      lighthouseVersion,
      browserVersion,
      runs,
      targets: TARGETS,
      load: { before: loadBefore, after: loadAfter, cores: os.cpus().length },
      rows,
      details,
    },
    null,
    2,
  ),
);
console.log(`\nsummary written to ${path.relative(process.cwd(), out)}`);

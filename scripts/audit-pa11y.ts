/**
 * Accessibility audit of the built site with pa11y: HTML_CodeSniffer (WCAG 2 AA) and axe-core, in
 * the system Chromium, on the pages a visitor and the committee touch most. Errors only (warnings
 * and notices, and what axe could not decide, need a person's judgement). Prints the error count per page and runner, then each
 * error; exits 1 when there is any. Needs `npm run build` first.
 *
 *   npm run audit:pa11y                       starts the built server on a fresh, seeded DATA_DIR
 *   npm run audit:pa11y -- --url http://127.0.0.1:3000   audits a server that is already running
 *
 * tests/ops/pa11y.test.ts runs the same audit and fails on any error.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pa11y from 'pa11y';
import { chromiumArgs } from './chromium-args.mjs';
import { localServer, spawnWatched, untilHealthy } from '../tests/helpers/server-process';

export const PA11Y_PAGES = [
  '/',
  '/exhibitions',
  '/exhibitions/1',
  '/recognition/1',
  '/shame',
  '/brain-arsenal',
  '/intelligence/1',
  '/application-process',
  '/search?q=brain',
  '/admin-login',
];

export type PageAudit = { page: string; htmlcs: number; axe: number; errors: pa11y.Result['issues'] };

/** Audits each page in turn (one browser at a time: the machine's two cores are shared). */
export async function auditPages(base: string, pages = PA11Y_PAGES): Promise<PageAudit[]> {
  const audits: PageAudit[] = [];
  for (const page of pages) {
    const result = await pa11y(`${base}${page}`, {
      runners: ['htmlcs', 'axe'],
      standard: 'WCAG2AA',
      includeWarnings: false,
      includeNotices: false,
      // What axe cannot decide (a contrast over a gradient or an image: its "incomplete") is for a
      // person to look at, not an error; pa11y would otherwise report it as one.
      levelCapWhenNeedsReview: 'warning',
      timeout: 60_000,
      chromeLaunchConfig: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    });
    const errors = result.issues.filter((i) => i.type === 'error');
    audits.push({
      page,
      htmlcs: errors.filter((e) => e.runner === 'htmlcs').length,
      axe: errors.filter((e) => e.runner === 'axe').length,
      errors,
    });
  }
  return audits;
}

/** The compiled server (what `npm start` runs) on a fresh data folder, seeded at start. */
export async function startBuiltServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-pa11y-'));
  const { base, env } = await localServer(dataDir);
  const server = spawnWatched(process.execPath, [path.resolve('dist/server/main.js')], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PUBLIC_URL: base, ...env },
  });
  await untilHealthy(base, server.output, 60);
  return {
    base,
    stop: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const i = process.argv.indexOf('--url');
  const running = i === -1 ? undefined : process.argv[i + 1];
  if (!running && !fs.existsSync('dist/server/main.js')) throw new Error('dist/server/main.js is missing: run `npm run build` first');
  const server = running ? { base: running, stop: async () => {} } : await startBuiltServer();
  let audits: PageAudit[];
  try {
    audits = await auditPages(server.base);
  } finally {
    await server.stop();
  }
  console.log(`pa11y (HTML_CodeSniffer WCAG2AA + axe), errors per page, ${server.base}`);
  console.table(audits.map(({ page, htmlcs, axe }) => ({ page, htmlcs, axe })));
  for (const a of audits) {
    for (const e of a.errors)
      console.log(`${a.page} [${e.runner}] ${e.code}\n    ${e.message}\n    ${e.selector}\n    ${e.context.slice(0, 200)}`);
  }
  process.exitCode = audits.some((a) => a.errors.length) ? 1 : 0;
}

import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localServer, startServer } from '../helpers/server-process';

// Every server-rendered page is valid HTML per the W3C Nu HTML checker (issue 44): each page of
// the sitemap, a search, a 404 and the admin login, as the compiled server (npm run build first)
// sends them. The checker (npm's vnu-jar) runs once over all of them, since a JVM start is slow.
// It needs Java (.ci/run installs default-jre-headless); under CI=true a missing java fails.

/**
 * What the checker reports about our CSS that is valid CSS it does not know yet. Nothing else is
 * allowed; an entry that no longer matches anything is an error too, so the list stays true.
 */
const KNOWN_CHECKER_GAPS: { message: RegExp; why: string }[] = [
  {
    message: /^CSS: Unrecognized at-rule “@property”\.?$/,
    why: 'Tailwind 4 registers its --tw-* variables with @property (CSS Properties and Values API), which Nu’s CSS parser lacks',
  },
  {
    message: /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.?$/,
    why: 'a custom property is a valid transition-property (Tailwind’s transition-colors lists its gradient stops); Nu knows only built-in names',
  },
  {
    message: /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/,
    why: 'margin-trim (CSS Box Model 4) appears in the @supports test of Tailwind’s @property fallback; Nu does not know the property',
  },
];

const javaMissing = spawnSync('java', ['-version'], { stdio: 'ignore' }).error
  ? 'java is not installed (apt-get install -y default-jre-headless)'
  : null;
if (javaMissing && process.env.CI === 'true') throw new Error(`CI=true: the Nu HTML checker cannot run: ${javaMissing}`);
if (javaMissing) {
  console.warn(`\n!!!!!!!!\n!! SKIPPED the Nu HTML checker test (tests/ops/valid-html.test.ts): ${javaMissing}.\n!!!!!!!!\n`);
}
const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

type NuMessage = { type: string; subType?: string; url?: string; message: string; lastLine?: number; extract?: string };

/** Runs the checker on these files; it exits 1 when it found errors and writes its JSON report to stderr. */
function nuCheck(files: string[]): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 << 20 }, (error, _stdout, stderr) => {
      try {
        resolve((JSON.parse(stderr) as { messages: NuMessage[] }).messages);
      } catch {
        reject(new Error(`the Nu checker gave no JSON report (${error?.message ?? 'no error'}):\n${stderr.slice(0, 2000)}`));
      }
    });
  });
}

let server: ReturnType<typeof startServer>;
let base = '';
let dataDir = '';
const pages = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-valid-html-'));

beforeAll(async () => {
  if (javaMissing) return;
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-valid-html-data-'));
  const site = await localServer(dataDir);
  base = site.base;
  server = startServer({ ...site.env, LOG_LEVEL: 'warn' });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (i > 300) throw new Error(`the built server did not start:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}, 60_000);

afterAll(async () => {
  if (server) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  fs.rmSync(pages, { recursive: true, force: true });
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(javaMissing)('the Nu HTML checker', () => {
  it('finds no errors in any server-rendered page, apart from its declared gaps in current CSS', async () => {
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
      const url = new URL(m[1]);
      return url.pathname + url.search;
    });
    expect(listed.length).toBeGreaterThan(20);
    const wanted: { path: string; status: number }[] = [
      ...listed.map((p) => ({ path: p, status: 200 })),
      { path: '/search?q=brain', status: 200 },
      { path: '/no-such-page', status: 404 },
      { path: '/admin-login', status: 200 },
    ];

    // One file per page; the report's file names lead back to the pages.
    const pageOf = new Map<string, string>();
    for (const [i, { path: page, status }] of wanted.entries()) {
      const res = await fetch(base + page);
      expect(res.status, page).toBe(status);
      expect(res.headers.get('content-type'), page).toMatch(/^text\/html/);
      const name = `${String(i).padStart(3, '0')}${page.replace(/[^a-z0-9]+/gi, '_')}.html`;
      fs.writeFileSync(path.join(pages, name), await res.text());
      pageOf.set(name, page);
    }

    const messages = await nuCheck([...pageOf.keys()].map((name) => path.join(pages, name)));
    const used = new Set<number>();
    const errors = messages.filter((m) => {
      const gap = KNOWN_CHECKER_GAPS.findIndex((g) => g.message.test(m.message));
      if (gap >= 0) used.add(gap);
      return gap < 0;
    });
    const report = errors.map(
      (m) =>
        `${(m.url && pageOf.get(path.basename(m.url))) ?? m.url ?? '?'} (line ${m.lastLine ?? '?'}): [${m.type}] ${m.message}  «${m.extract ?? ''}»`,
    );
    expect(report).toEqual([]);
    // A gap the checker no longer reports (our CSS or the checker changed) leaves the list.
    expect(KNOWN_CHECKER_GAPS.filter((_, i) => !used.has(i)).map((g) => g.message.source)).toEqual([]);
  }, 180_000);
});

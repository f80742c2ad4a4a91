import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localServer, freePort, startServer, untilHealthy } from './server-process';

/**
 * `promtool check metrics` (Debian's prometheus package; .ci/run installs it) on a scrape of the
 * compiled server (docs/decisions/040). Without promtool the tests skip and say so; under CI=true
 * they fail instead.
 */
export const promtoolMissing = spawnSync('promtool', ['--version'], { encoding: 'utf8' }).error
  ? 'promtool is not installed (apt-get install -y prometheus)'
  : null;
if (promtoolMissing && process.env.CI === 'true') throw new Error(`CI=true: the metrics lint cannot run: ${promtoolMissing}`);
if (promtoolMissing) console.warn(`SKIPPED: ${promtoolMissing}`);

/**
 * prom-client's default metrics promtool finds fault with (gauges named *_total): not ours to
 * rename, so they are let through, by name; any other problem fails.
 */
export const LIBRARY_LINT = [
  'nodejs_active_handles_total non-counter metrics should not have "_total" suffix',
  'nodejs_active_requests_total non-counter metrics should not have "_total" suffix',
  'nodejs_active_resources_total non-counter metrics should not have "_total" suffix',
];

export function promtoolCheck(exposition: string): { status: number | null; problems: string[] } {
  const result = spawnSync('promtool', ['check', 'metrics'], { input: exposition, encoding: 'utf8' });
  const problems = `${result.stdout}${result.stderr}`
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return { status: result.status, problems };
}

/**
 * Starts the compiled server (dist/server/main.js) with METRICS_PORT on a fresh data folder, sends
 * what fills the club's series (a comment, an application, a sign-up, a few reads), scrapes
 * /metrics on the metrics port and stops the server.
 */
export async function scrapeBuiltServer(env: Record<string, string> = {}): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-promtool-'));
  const site = await localServer(dataDir);
  const metricsPort = String(await freePort());
  const server = startServer({ ...site.env, METRICS_PORT: metricsPort, LOG_LEVEL: 'warn', ...env });
  try {
    await untilHealthy(site.base, server.output);
    const json = { 'content-type': 'application/json', origin: site.base };
    const items = (await (await fetch(`${site.base}/api/content`)).json()) as { id: number }[];
    const writes = [
      [`/api/content/${items[0].id}/comments`, { authorName: 'Reader', authorEmail: 'reader@example.com', comment: 'A fine brain.' }],
      [
        '/api/membership',
        { firstName: 'Mary', email: 'mary@example.com', subject: 'Complaints About AI', message: 'It finished my sentence.' },
      ],
      ['/api/viral-share', { email: 'grace@example.com', firstName: 'Grace', shareType: 'twitter' }],
    ] as const;
    for (const [url, body] of writes) {
      const res = await fetch(`${site.base}${url}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
      if (res.status >= 300) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    }
    await fetch(`${site.base}/no-such-page`);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    if (res.status !== 200) throw new Error(`/metrics: ${res.status}`);
    return await res.text();
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

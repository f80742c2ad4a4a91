/**
 * `npm run bench:dispatch`: the Club's Dispatch (docs/decisions/056) sending one issue to 10,000
 * confirmed subscribers through a local SMTP server (`smtp-server`, started here, in this process),
 * from a server process (client off: the reads measured are the JSON API's): the built server
 * (dist/server/library.js, `npm run build` first) on the binary's runtime, or the sources under tsx
 * with `--source`.
 * Prints letters a second, the total time, the server's RSS during the send, and the site's read
 * throughput during the send as a ratio of calm; then the same send killed with SIGKILL halfway and
 * restarted, with each address's receipts counted from the SMTP server's log (exactly once?).
 * SQLite, then PostgreSQL with two processes (a throwaway server, tests/helpers/postgres-server.ts).
 *
 *   npm run bench:dispatch [-- --subscribers 10000 --setups sqlite,postgres2 --source --node current]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.mjs';
import { benchServerEnv, serverNode } from './server-node.mjs';
import { sharedSecretsKey, withBenchPostgres } from './bench-postgres';
import { option } from './cli-option';

const self = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(self), '..');
const SUBSCRIBERS = Number(option('subscribers') ?? 10_000);
const SOURCE = process.argv.includes('--source');
const SERVER_NODE = serverNode();

// --- The bench ------------------------------------------------------------------------------

type Smtp = { url: string; counts: Map<string, number>; total: () => number; close: () => Promise<void> };

/** The local SMTP server: every accepted message counted per recipient (its log). */
async function startSmtp(): Promise<Smtp> {
  const counts = new Map<string, number>();
  let total = 0;
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    closeTimeout: 200,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) counts.set(r.address, (counts.get(r.address) ?? 0) + 1);
        total += 1;
        callback(null, `accepted ${total}`);
      });
    },
  });
  server.on('error', () => {});
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, counts, total: () => total, close: () => new Promise((r) => server.close(() => r())) };
}

type Server = { child: ChildProcess; base: string; log: string[] };

async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const log: string[] = [];
  // The heap settings `npm start` gives the server (package.json); tsx only to run the sources, so the
  // RSS measured is the server's, not a TypeScript loader's or this script's libraries'.
  const flags = ['--max-semi-space-size=4', '--max-old-space-size=192', ...(SOURCE ? ['--import', 'tsx'] : [])];
  const child = spawn(SERVER_NODE.node, [...flags, path.join(root, 'scripts/bench-dispatch-server.mjs')], {
    cwd: root,
    env: {
      ...benchServerEnv(port, env.DATA_DIR),
      MAIL_FROM: 'The Brain Appreciation Club <club@bench.example>',
      DISPATCH_RATE_PER_MINUTE: '0',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      BENCH_SUBSCRIBERS: String(SUBSCRIBERS),
      ...(SOURCE && { BENCH_SOURCE: '1' }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let ready: () => void = () => {};
  const started = new Promise<void>((resolve) => (ready = resolve));
  child.stdout?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n')) {
      if (line === 'ready') ready();
      else if (line.trim()) log.push(line);
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const timeout = setTimeout(() => ready(), 120_000);
  await started;
  clearTimeout(timeout);
  if (child.exitCode !== null) throw new Error('the server did not start');
  return { child, base: `http://127.0.0.1:${port}`, log };
}

const stop = async (s: Server) => {
  if (s.child.exitCode !== null) return;
  s.child.kill('SIGTERM');
  await new Promise((r) => s.child.once('exit', r));
};
const kill9 = async (s: Server) => {
  s.child.kill('SIGKILL');
  await new Promise((r) => s.child.once('exit', r));
};

const rssMb = (pid: number | undefined): number => {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return kb / 1024;
  } catch {
    return 0;
  }
};

/** Read throughput of the JSON API (a public list the read cache answers), 10 connections. */
const reads = (base: string, seconds: number) =>
  new Promise<number>((resolve, reject) =>
    autocannon({ url: `${base}/api/intelligence`, connections: 10, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result.requests.average),
    ),
  );

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) return false;
    await sleep(50);
  }
  return true;
}

/** Receipts per address: how many got it once, more than once, never. */
function receipts(smtp: Smtp) {
  let once = 0;
  let twice = 0;
  let missing = 0;
  for (let i = 0; i < SUBSCRIBERS; i++) {
    const n = smtp.counts.get(`reader${i}@bench.example`) ?? 0;
    if (n === 1) once++;
    else if (n > 1) twice++;
    else missing++;
  }
  return { once, twice, missing };
}

const inDoubt = (logs: string[]) =>
  logs
    .filter((l) => l.includes('inDoubt'))
    .map((l) => {
      try {
        return (JSON.parse(l) as { inDoubt?: number; requeued?: number }).inDoubt ?? 0;
      } catch {
        return 0;
      }
    })
    .reduce((a, b) => a + b, 0);

async function fullSend(label: string, servers: Server[], smtp: Smtp) {
  const calm = await reads(servers[0].base, 5);
  // The servers' RSS after the seed and the calm reads: what the send itself adds is the peak minus this.
  const before = Math.max(...servers.map((s) => rssMb(s.child.pid)));
  const started = Date.now();
  for (const s of servers) s.child.kill('SIGUSR2');
  let peak = 0;
  const sampler = setInterval(() => {
    for (const s of servers) peak = Math.max(peak, rssMb(s.child.pid));
  }, 200);
  const during = await reads(servers[0].base, 5);
  const done = await waitFor(() => smtp.total() >= SUBSCRIBERS, 10 * 60_000);
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const r = receipts(smtp);
  console.log(
    `${label}: ${done ? 'all delivered' : 'NOT all delivered'} ${smtp.total()} letters in ${seconds.toFixed(1)} s ` +
      `(${(smtp.total() / seconds).toFixed(0)} letters/s); server RSS peak ${peak.toFixed(0)} MB (${before.toFixed(0)} MB before the send); ` +
      `reads ${during.toFixed(0)}/s during vs ${calm.toFixed(0)}/s calm (${(during / calm).toFixed(2)}x); ` +
      `receipts: ${r.once} once, ${r.twice} more than once, ${r.missing} missing`,
  );
}

async function killedSend(label: string, start: () => Promise<Server[]>, smtp: Smtp, killIndex = 0) {
  let servers = await start();
  const started = Date.now();
  for (const s of servers) s.child.kill('SIGUSR2');
  await waitFor(() => smtp.total() >= SUBSCRIBERS / 2, 10 * 60_000);
  const victim = servers[killIndex];
  const logs = [...victim.log];
  await kill9(victim);
  const atKill = smtp.total();
  const replacement = await startServer(JSON.parse(restartEnv.get(victim) ?? '{}') as Record<string, string>);
  servers = servers.map((s) => (s === victim ? replacement : s));
  const done = await waitFor(() => receipts(smtp).missing === 0, 10 * 60_000);
  await sleep(2000);
  const seconds = (Date.now() - started) / 1000;
  const r = receipts(smtp);
  const doubt = inDoubt([...logs, ...servers.flatMap((s) => s.log)]);
  console.log(
    `${label}: kill -9 after ${atKill} letters, restarted; ${done ? 'all delivered' : 'NOT all delivered'} in ${seconds.toFixed(1)} s; ` +
      `receipts from the SMTP log: ${r.once} exactly once, ${r.twice} more than once, ${r.missing} missing; ` +
      `letters the restart named in doubt: ${doubt}`,
  );
  for (const s of servers) await stop(s);
}

/** The environment each server was started with, to restart it the same way. */
const restartEnv = new Map<Server, string>();
async function startRemembered(env: Record<string, string>): Promise<Server> {
  const s = await startServer(env);
  restartEnv.set(s, JSON.stringify({ ...env, BENCH_SEED: '0' }));
  return s;
}

async function main() {
  const setups = (option('setups') ?? 'sqlite,postgres2').split(',');
  console.log(`bench:dispatch: ${SUBSCRIBERS} confirmed subscribers, DISPATCH_RATE_PER_MINUTE=0 (unlimited), 3 pooled connections`);
  console.log(
    `server: ${SOURCE ? 'the sources under tsx' : 'the build (dist/server)'} on ${SERVER_NODE.label}; load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (${os.cpus().length} cores)`,
  );
  if (setups.includes('sqlite')) {
    for (const kill of [false, true]) {
      const smtp = await startSmtp();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-dispatch-'));
      const env = { DATA_DIR: dir, SMTP_URL: smtp.url, BENCH_SEED: '1', SECRETS_KEY: crypto.randomBytes(32).toString('base64') };
      try {
        if (!kill) {
          const s = await startRemembered(env);
          await fullSend('SQLite', [s], smtp);
          await stop(s);
        } else {
          await killedSend('SQLite', async () => [await startRemembered(env)], smtp);
        }
      } finally {
        await smtp.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    }
  }
  if (setups.includes('postgres2')) {
    await withBenchPostgres(async (pg) => {
      for (const kill of [false, true]) {
        const smtp = await startSmtp();
        const url = await pg.database(`bench_dispatch_${kill ? 'kill' : 'full'}`);
        const key = sharedSecretsKey();
        const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'bac-dispatch-')));
        const envs = dirs.map((dir, i) => ({
          DATA_DIR: dir,
          DATABASE_URL: url,
          SMTP_URL: smtp.url,
          SECRETS_KEY: key,
          BENCH_SEED: i === 0 ? '1' : '0',
        }));
        const startBoth = async () => {
          const first = await startRemembered(envs[0]);
          return [first, await startRemembered(envs[1])];
        };
        try {
          if (!kill) {
            const both = await startBoth();
            await fullSend(`PostgreSQL ${pg.version}, 2 processes`, both, smtp);
            for (const s of both) await stop(s);
          } else {
            await killedSend(`PostgreSQL ${pg.version}, 2 processes`, startBoth, smtp);
          }
        } finally {
          await smtp.close();
          for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
        }
      }
    });
  }
}

await main();

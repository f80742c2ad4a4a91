/**
 * `npm run bench:mix`: the success day (docs/decisions/019 and 032). The BUILT server (dist/server/main.js, with the
 * V8 flags of `npm start`) on a fresh database, 50 reading connections over a mix of pages and
 * APIs, first calm, then while visitors write (roasts, pending comments) and while one client
 * sends unique query strings or fake session cookies on 20 connections. Prints reads/s, the
 * ratio to calm, p99, and writes acknowledged vs sent, per database setup:
 *   - SQLite (one process),
 *   - PostgreSQL, one process,
 *   - PostgreSQL, two processes on one database (readers and writers spread over both).
 * PostgreSQL is a throwaway server on loopback (tests/helpers/postgres-server.ts). All traffic is
 * loopback; every loop is bounded by `--duration`.
 *   npm run bench:mix [-- --duration 5 --setups sqlite,postgres,postgres2 --cwd DIR --node current --detail]
 * `--detail` prints, per row, each process's CPU, read-cache counters and event-loop delay, and where
 * the machine's CPU went (the servers, the readers, PostgreSQL, the rest).
 * The server runs under the binary's Node.js unless `--node current` (scripts/server-node.mjs).
 * `--members 1000` signs in that many members (their sessions written to the database as a sign-in
 * leaves them) and measures the calm row twice, without and then with a member's cookie on every
 * read, and every other row with them: a member browsing public pages must be served as a visitor
 * is, from the shared cache (docs/decisions/054).
 * Readers and attackers send a browser's Accept-Encoding, as every visitor does; `--identity` asks
 * for uncompressed bytes instead (the load generator then spends its CPU parsing ~300 MB/s of HTML
 * on the same two cores, and the calm p99 is the generator's, not the server's).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { builtServer, forkLoad, readPaths, untilHealthy } from './bench-processes';
import { freePort } from './free-port.mjs';
import { benchServerEnv, processCpuMs, serverNode } from './server-node.mjs';
import { postgresProcesses, sharedSecretsKey, withBenchPostgres } from './bench-postgres';
import { option } from './cli-option';

const duration = Number(option('duration') ?? 5);
const root = path.resolve(option('cwd') ?? path.join(import.meta.dirname, '..'));
const READERS = 50;
const serverRuntime = serverNode();
const ATTACKERS = 20;
const ACCEPT_ENCODING = process.argv.includes('--identity') ? 'identity' : 'gzip, deflate, br, zstd';
const MEMBERS = Number(option('members') ?? 0);

type Load = (
  | { role: 'writer'; bases: string[]; kind: 'roasts' | 'comments'; rate: number; exhibition: number }
  | { role: 'attacker'; base: string; mode: 'query' | 'cookie' }
) & { seconds?: number };
/** `cpuMsPerS`: the load process's own CPU while it sent (for `--detail`). */
type LoadResult = { sent: number; ok: number; failed: number; rps: number; cpuMsPerS?: number };

/** Sends `rate` writes a second for `duration` seconds (paced by the clock, so a late tick catches up). */
async function write(load: Extract<Load, { role: 'writer' }>): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let sent = 0;
  let ok = 0;
  const pending = new Set<Promise<void>>();
  const send = () => {
    const base = load.bases[sent % load.bases.length];
    const n = sent++;
    const [url, body] =
      load.kind === 'roasts'
        ? [`${base}/api/experiments/job-title-translator`, { jobTitle: `Chief Synergy Officer ${process.pid}-${n}` }]
        : [
            `${base}/api/content/${load.exhibition}/comments`,
            { authorName: 'Bench Reader', authorEmail: 'bench@example.com', comment: `A considered, human remark number ${n}.` },
          ];
    const data = JSON.stringify(body);
    const p = new Promise<void>((resolve) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
          timeout: 10_000,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode === 201 || res.statusCode === 200) ok++;
            resolve();
          });
        },
      );
      req.on('error', () => resolve());
      req.on('timeout', () => req.destroy());
      req.end(data);
    });
    pending.add(p);
    void p.then(() => pending.delete(p));
  };
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const seconds = load.seconds ?? duration;
  const end = started + seconds * 1000;
  while (performance.now() < end) {
    const due = Math.floor(((performance.now() - started) / 1000) * load.rate);
    while (sent < due) send();
    await new Promise((r) => setTimeout(r, 5));
  }
  // Answers still on their way get a bounded wait; what is left counts as failed.
  await Promise.race([Promise.all(pending), new Promise((r) => setTimeout(r, 10_000))]);
  agent.destroy();
  const cpu = process.cpuUsage(cpuStart);
  return { sent, ok, failed: sent - ok, rps: ok / seconds, cpuMsPerS: Math.round((cpu.user + cpu.system) / 1000 / seconds) };
}

/** One client on 20 connections: a unique query string, or a fake session cookie, on every request. */
async function attack(load: Extract<Load, { role: 'attacker' }>): Promise<LoadResult> {
  let n = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(
      {
        url: `${load.base}/`,
        connections: ATTACKERS,
        duration: load.seconds ?? duration,
        headers: { 'accept-encoding': ACCEPT_ENCODING },
        requests: [
          {
            setupRequest: (req) => {
              n++;
              if (load.mode === 'query') return { ...req, path: `/?utm_source=${process.pid}-${n}` };
              return { ...req, path: '/', headers: { ...req.headers, cookie: `bac_admin_session=fake${process.pid}x${n}` } };
            },
          },
        ],
      },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
  });
  return { sent: result.requests.sent, ok: result['2xx'], failed: result.non2xx + result.errors, rps: result.requests.average };
}

function runLoad(load: Load): { done: Promise<LoadResult>; child: ChildProcess } {
  return forkLoad<LoadResult>(load, ACCEPT_ENCODING === 'identity' ? ['--identity'] : [], import.meta.filename);
}

const rssMb = (pid: number) => Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);

type App = { base: string; pid: number; metrics: string; stop: () => Promise<void> };

/** `--detail`: per row and process, the CPU it used and the read cache's counters (from its metrics listener). */
const DETAIL = process.argv.includes('--detail');
const COUNTERS = ['hits', 'misses', 'removals', 'refreshes', 'refused', 'version_reads'] as const;
/** `lagMs`: the event loop's delay since the previous scrape (prom-client resets its histogram on each one). */
type Snapshot = { cpuMs: number; counters: Record<(typeof COUNTERS)[number], number>; lagMs: { p99: number; max: number } };

/** The CPU time of every PostgreSQL process now running (its server and the connections' backends), in ms. */
const databaseMs = (): number =>
  fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .reduce((sum, pid) => {
      try {
        return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres' ? sum + processCpuMs(Number(pid)) : sum;
      } catch {
        return sum; // gone meanwhile
      }
    }, 0);

/** The machine's busy CPU time (all cores, in ms), this load generator's own, and the database's. */
const machineMs = (): { busy: number; self: number; database: number } => {
  const [, ...ticks] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  // user nice system idle iowait irq softirq steal: all but idle and iowait.
  const busy = ticks.slice(0, 8).reduce((sum, t, i) => (i === 3 || i === 4 ? sum : sum + t), 0);
  const self = process.cpuUsage();
  return { busy: busy * 10, self: (self.user + self.system) / 1000, database: databaseMs() };
};

/** Where the machine's CPU went: the servers, this load generator (the readers), PostgreSQL, and the rest (the writers, the attacker). */
const describeMachine = (
  m0: ReturnType<typeof machineMs>,
  m1: ReturnType<typeof machineMs>,
  before: Snapshot[],
  after: Snapshot[],
  seconds: number,
): string => {
  const servers = after.reduce((sum, a, i) => sum + a.cpuMs - before[i].cpuMs, 0);
  const readers = m1.self - m0.self;
  const busy = m1.busy - m0.busy;
  const perSecond = (ms: number) => `${Math.round(ms / seconds)} ms/s`;
  const database = m1.database - m0.database;
  return `busy ${perSecond(busy)}: servers ${perSecond(servers)}, readers ${perSecond(readers)}, PostgreSQL ${perSecond(database)}, the rest ${perSecond(busy - servers - readers - database)}`;
};

async function snapshot(app: App): Promise<Snapshot> {
  const text = await (await fetch(app.metrics)).text();
  /** One unlabelled metric's value (NaN when the listener does not report it). */
  const metric = (name: string) => Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN);
  const lagMs = (name: string) => Math.round(metric(`nodejs_eventloop_lag_${name}_seconds`) * 1000);
  return {
    cpuMs: processCpuMs(app.pid),
    counters: Object.fromEntries(COUNTERS.map((c) => [c, metric(`club_read_cache_${c}_total`)])) as Snapshot['counters'],
    lagMs: { p99: lagMs('p99'), max: lagMs('max') },
  };
}

const describeDelta = (before: Snapshot, after: Snapshot, seconds: number): string =>
  `CPU ${Math.round((after.cpuMs - before.cpuMs) / seconds)} ms/s, ` +
  COUNTERS.map((c) => `${c} ${Math.round((after.counters[c] - before.counters[c]) / seconds)}/s`).join(', ') +
  `, event loop delay p99 ${after.lagMs.p99} ms, max ${after.lagMs.max} ms`;

async function startApp(dataDir: string, env: Record<string, string>): Promise<App> {
  const { entry, flags } = builtServer(root);
  const port = await freePort();
  const metricsPort = await freePort();
  const child = spawn(serverRuntime.node, [...flags, entry], {
    cwd: root,
    env: {
      ...benchServerEnv(port, dataDir),
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      ...(DETAIL && { METRICS_PORT: String(metricsPort) }),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await untilHealthy(base, child);
  return {
    base,
    pid: child.pid ?? 0,
    metrics: `http://127.0.0.1:${metricsPort}/metrics`,
    stop: async () => {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

/**
 * Signs in `count` members the way a sign-in leaves them (docs/decisions/054): a member row and a
 * live session each, written straight to the database; answers the Cookie header of each.
 */
async function signInMembers(target: { sqlite: string } | { postgres: string }, count: number): Promise<string[]> {
  const now = new Date();
  const iso = now.toISOString();
  const yearOn = new Date(now.getTime() + 365 * 86_400_000).toISOString();
  const expires = new Date(now.getTime() + 12 * 3_600_000).toISOString();
  const tokens = Array.from({ length: count }, () => crypto.randomBytes(32).toString('base64url'));
  const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
  const member = (i: number) => [`bench-member-${i}@bench.invalid`, 'Bench', 'basic', iso, iso, yearOn];
  if ('sqlite' in target) {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(target.sqlite);
    db.pragma('busy_timeout = 5000');
    const addMember = db.prepare(
      'insert into members (email, "firstName", plan, "firstJoinedAt", "periodStart", "periodEnd") values (?, ?, ?, ?, ?, ?) returning id',
    );
    const addSession = db.prepare('insert into member_sessions (id, "memberId", "expiresAt", "lastUsedAt") values (?, ?, ?, ?)');
    db.transaction(() => {
      tokens.forEach((token, i) => {
        const { id } = addMember.get(...member(i)) as { id: number };
        addSession.run(hash(token), id, expires, iso);
      });
    })();
    db.close();
  } else {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: target.postgres });
    await client.connect();
    try {
      await client.query('begin');
      for (const [i, token] of tokens.entries()) {
        const { rows } = await client.query<{ id: number }>(
          'insert into members (email, "firstName", plan, "firstJoinedAt", "periodStart", "periodEnd") values ($1, $2, $3, $4, $5, $6) returning id',
          member(i),
        );
        await client.query('insert into member_sessions (id, "memberId", "expiresAt", "lastUsedAt") values ($1, $2, $3, $4)', [
          hash(token),
          rows[0].id,
          expires,
          iso,
        ]);
      }
      await client.query('commit');
    } finally {
      await client.end();
    }
  }
  return tokens.map((token) => `bac_member_session=${token}`);
}

/** The cookies the readers carry: none (visitors), or the signed-in members' (one per request, in turn). */
let readerCookies: string[] = [];

type ReadResult = { rps: number; p99: number; errors: number };

/** 50 reading connections spread over the apps, each cycling through the mix. */
async function read(apps: App[], paths: string[], seconds: number): Promise<ReadResult> {
  let n = 0;
  const cookies = readerCookies;
  const per = READERS / apps.length;
  const results = await Promise.all(
    apps.map(
      (app) =>
        new Promise<autocannon.Result>((resolve, reject) => {
          autocannon(
            {
              url: app.base,
              connections: per,
              duration: seconds,
              headers: { 'accept-encoding': ACCEPT_ENCODING },
              requests: paths.map((p) => ({
                path: p,
                method: 'GET',
                setupRequest: (req) =>
                  cookies.length ? { ...req, headers: { ...req.headers, cookie: cookies[n++ % cookies.length] } } : req,
              })),
            },
            (error, r) => (error ? reject(error) : resolve(r)),
          );
        }),
    ),
  );
  return {
    rps: Math.round(results.reduce((s, r) => s + r.requests.average, 0)),
    // The worst of the processes' p99 (each reader sees one process).
    p99: Math.max(...results.map((r) => r.latency.p99)),
    errors: results.reduce((s, r) => s + r.errors + r.timeouts + r.non2xx, 0),
  };
}

type Row = { label: string; reads: ReadResult; writes?: string; other?: string };

async function runSetup(name: string, apps: App[], members?: { sqlite: string } | { postgres: string }): Promise<Row[]> {
  readerCookies = [];
  const content = (await (await fetch(`${apps[0].base}/api/content`)).json()) as { id: number }[];
  const exhibition = content[0]?.id ?? 1;
  const paths = readPaths(exhibition);
  for (const p of paths) {
    const res = await fetch(`${apps[0].base}${p}`);
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
  }
  const bases = apps.map((a) => a.base);
  const rows: Row[] = [];
  await read(apps, paths, 1); // warm
  const calmBefore = DETAIL ? await Promise.all(apps.map(snapshot)) : [];
  const calmMachine = machineMs();
  const calm = await read(apps, paths, duration);
  if (DETAIL) {
    const after = await Promise.all(apps.map(snapshot));
    apps.forEach((_, i) => console.log(`  [${name}] calm, process ${i + 1}: ${describeDelta(calmBefore[i], after[i], duration)}`));
    console.log(`  [${name}] calm, machine: ${describeMachine(calmMachine, machineMs(), calmBefore, after, duration)}`);
  }
  rows.push({ label: 'nothing else (calm)', reads: calm });
  if (MEMBERS > 0 && members) {
    const cookies = await signInMembers(members, MEMBERS);
    // A real session: the member door answers it as signed in.
    const check = await fetch(`${apps[0].base}/trpc/account.session`, { headers: { cookie: cookies[0] } });
    const session = (await check.json()) as { result?: { data?: { signedIn?: boolean } } };
    if (!session.result?.data?.signedIn) throw new Error('the benchmark members are not signed in');
    readerCookies = cookies;
    await read(apps, paths, 1); // warm, as before the calm row
    const withMembers = await read(apps, paths, duration);
    rows.push({ label: `calm, ${MEMBERS} signed-in members' cookies on the reads`, reads: withMembers });
    console.log(
      `  [${name}] calm with ${MEMBERS} members' cookies: ${withMembers.rps} reads/s, p99 ${withMembers.p99} ms (visitors: ${calm.rps})`,
    );
  }
  const scenarios: { label: string; loads: Load[] }[] = [
    { label: '10 roasts/s written', loads: [{ role: 'writer', bases, kind: 'roasts', rate: 10, exhibition }] },
    { label: '100 roasts/s written', loads: [{ role: 'writer', bases, kind: 'roasts', rate: 100, exhibition }] },
    { label: '100 pending comments/s written', loads: [{ role: 'writer', bases, kind: 'comments', rate: 100, exhibition }] },
    {
      label: '100 roasts/s + 100 pending comments/s',
      loads: [
        { role: 'writer', bases, kind: 'roasts', rate: 100, exhibition },
        { role: 'writer', bases, kind: 'comments', rate: 100, exhibition },
      ],
    },
    { label: 'one client: unique ?utm_source, 20 conns', loads: [{ role: 'attacker', base: bases[0], mode: 'query' }] },
    { label: 'one client: fake session cookies, 20 conns', loads: [{ role: 'attacker', base: bases[0], mode: 'cookie' }] },
  ];
  for (const scenario of scenarios) {
    // The loads run 3 s longer than the readers measure: they start before and end after.
    const loads = scenario.loads.map((l) => runLoad({ ...l, seconds: duration + 3 }));
    // Let the load processes start (tsx) before the readers measure.
    await new Promise((r) => setTimeout(r, 1500));
    const before = DETAIL ? await Promise.all(apps.map(snapshot)) : [];
    const machineBefore = machineMs();
    const reads = await read(apps, paths, duration);
    if (DETAIL) {
      const after = await Promise.all(apps.map(snapshot));
      apps.forEach((_, i) =>
        console.log(`  [${name}] ${scenario.label}, process ${i + 1}: ${describeDelta(before[i], after[i], duration)}`),
      );
      console.log(`  [${name}] ${scenario.label}, machine: ${describeMachine(machineBefore, machineMs(), before, after, duration)}`);
    }
    const done = await Promise.all(loads.map((l) => l.done));
    const row: Row = { label: scenario.label, reads };
    const writes = done.filter((_, i) => scenario.loads[i].role === 'writer');
    if (writes.length) row.writes = writes.map((w) => `${w.ok}/${w.sent}`).join(' + ');
    if (DETAIL && writes.length)
      console.log(`  [${name}] ${scenario.label}, writers: ${writes.map((w) => `${w.cpuMsPerS ?? '?'} ms/s`).join(' + ')} of CPU`);
    const attacker = done.find((_, i) => scenario.loads[i].role === 'attacker');
    if (attacker) row.other = `attacker ${Math.round(attacker.rps)} req/s, ${attacker.failed} non-2xx`;
    rows.push(row);
    console.log(
      `  [${name}] ${scenario.label}: ${reads.rps} reads/s, p99 ${reads.p99} ms${row.writes ? `, writes ${row.writes}` : ''}${row.other ? `, ${row.other}` : ''}`,
    );
  }
  const rss = apps.map((a) => rssMb(a.pid)).join(' + ');
  console.log(`  [${name}] RSS after the run: ${rss} MB`);
  return rows;
}

function printTable(name: string, rows: Row[]) {
  const calm = rows[0].reads.rps;
  console.log(
    `\n${name}: ${serverRuntime.label}, ${READERS} reading connections (Accept-Encoding: ${ACCEPT_ENCODING}), ${duration} s per row, load average ${os.loadavg()[0].toFixed(2)} (${os.cpus().length} cores)`,
  );
  console.log(`| while ... | reads/s | vs calm | p99 ms | read errors | writes ok/sent | other |`);
  console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
  for (const row of rows) {
    console.log(
      `| ${row.label} | ${row.reads.rps} | ${(row.reads.rps / calm).toFixed(2)} | ${row.reads.p99} | ${row.reads.errors} | ${row.writes ?? ''} | ${row.other ?? ''} |`,
    );
  }
}

async function main() {
  const setups = (option('setups') ?? 'sqlite,postgres,postgres2').split(',');
  const tables: [string, Row[]][] = [];
  if (setups.includes('sqlite')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-mix-'));
    const app = await startApp(dir, {});
    try {
      tables.push(['SQLite, one process', await runSetup('sqlite', [app], { sqlite: path.join(dir, 'club.sqlite') })]);
    } finally {
      await app.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const pgSetups = setups.filter((s) => s.startsWith('postgres'));
  if (pgSetups.length) {
    await withBenchPostgres(async (server) => {
      for (const setup of pgSetups) {
        const processes = postgresProcesses(setup);
        const url = await server.database(`bench_mix_${processes}`);
        const dirs = Array.from({ length: processes }, () => fs.mkdtempSync(path.join(os.tmpdir(), 'bac-mix-')));
        const apps: App[] = [];
        try {
          const SECRETS_KEY = sharedSecretsKey();
          for (const dir of dirs) apps.push(await startApp(dir, { DATABASE_URL: url, SECRETS_KEY }));
          tables.push([
            `PostgreSQL ${server.version}, ${processes} process${processes > 1 ? 'es' : ''}`,
            await runSetup(setup, apps, { postgres: url }),
          ]);
        } finally {
          for (const app of apps) await app.stop();
          for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
        }
      }
    });
  }
  for (const [name, rows] of tables) printTable(name, rows);
}

if (process.argv[2] === '--load') {
  const load = JSON.parse(process.argv[3] ?? '{}') as Load;
  const result = load.role === 'writer' ? await write(load) : await attack(load);
  process.send?.(result);
  process.exit(0);
} else {
  await main();
}

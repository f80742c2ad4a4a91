/**
 * `npm run bench:events` (docs/decisions/057): the oversell test. 200 registrations sent at once
 * for an event of 50 seats, through `POST /api/events/{id}/registrations` over HTTP, asking for
 * the waitlist when full. Prints confirmed, waitlisted, refused, oversold (seats confirmed beyond
 * the capacity, counted from the rows and from the event's count) and the p50/p99 of one
 * registration under that burst, for:
 *   - SQLite, one process (one writer, decision 039);
 *   - PostgreSQL, two processes on one database (requests alternate between them).
 * Each server is a process of its own: the built server (dist/server/main.js, with the V8 flags of
 * `npm start`, under the binary's Node.js unless `--node current`), or with `--source` this file
 * with `--serve` under tsx, pages off. PostgreSQL is a throwaway server on loopback
 * (tests/helpers/postgres-server.ts). Each setup fires two bursts at two events: the first is a cold
 * server's (the registration's code not yet compiled), the second a warm one's, as a server that has
 * been up all day meets the morning tickets open. `--cpu-prof DIR` writes each server's CPU profile there.
 * Each burst also reports the CPU time its servers used per registration (from /proc, with `--source` too),
 * which a busy shared machine inflates less than the latencies, and the bench's own CPU (its client
 * shares the machine). `--floor` adds a third burst of the same requests with the honeypot filled:
 * answered as a bot's (D8, nothing read or written), it is what the HTTP, REST and tRPC layers cost
 * alone, the floor under the registration's p99 on this machine (its rows count as "confirmed").
 *   npm run bench:events [-- --requests 200 --seats 50 --setups sqlite,postgres2 --source --floor --cpu-prof DIR]
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { builtServer, untilHealthy } from './bench-processes';
import { freePort } from './free-port.mjs';
import { benchServerEnv, processCpuMs, serverNode } from './server-node.mjs';
import { sharedSecretsKey, withBenchPostgres } from './bench-postgres';
import { option } from './cli-option';

if (process.argv.includes('--serve')) {
  // A server process: the app on the environment's database, pages off, listening on a free port.
  const { loadConfig } = await import('../src/server/config');
  const { buildApp } = await import('../src/server/app');
  const config = loadConfig(process.env, { client: 'none' });
  const app = await buildApp(config);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  process.on('message', (m) => {
    if (m === 'stop') void app.close().then(() => process.exit(0));
  });
} else {
  const requests = Number(option('requests') ?? 200);
  const seats = Number(option('seats') ?? 50);
  const setups = (option('setups') ?? 'sqlite,postgres2').split(',');

  const source = process.argv.includes('--source');
  const floor = process.argv.includes('--floor');
  const profileDir = option('cpu-prof');
  const runtime = serverNode();

  type Server = { child: ChildProcess; base: string };
  const startServer = async (env: Record<string, string>): Promise<Server> => {
    if (source) {
      const child = fork(import.meta.filename, ['--serve'], {
        execArgv: ['--import', 'tsx'],
        env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', RATE_LIMIT_WRITES_PER_MINUTE: '100000', ...env },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      const port = await new Promise<number>((resolve, reject) => {
        child.once('message', (m: { port: number }) => resolve(m.port));
        child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
      });
      return { child, base: `http://127.0.0.1:${port}` };
    }
    const { entry, flags } = builtServer(path.join(import.meta.dirname, '..'));
    const port = await freePort();
    const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : [];
    const child = spawn(runtime.node, [...flags, ...profile, entry], {
      // The origin the requests below name (a built server's own default is its loopback address).
      env: { ...benchServerEnv(port, env.DATA_DIR), PUBLIC_URL: 'http://localhost:3000', RATE_LIMIT_WRITES_PER_MINUTE: '100000', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    await untilHealthy(base, child);
    return { child, base };
  };
  const stopServer = async (s: Server) => {
    const exited = new Promise((resolve) => s.child.once('exit', resolve));
    if (source) s.child.send('stop');
    else s.child.kill('SIGTERM');
    await exited;
  };

  const json = async (base: string, method: string, url: string, body?: unknown, cookie?: string) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', ...(cookie && { cookie }) },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown>, headers: res.headers };
  };

  /** An event of `seats` seats with one free ticket, made through the Events tab's row by an Owner. */
  async function makeEvent(base: string, dataEnv: Record<string, string>): Promise<{ eventId: number; ticketTypeId: number }> {
    const { createOrResetAdmin } = await import('../src/server/services/admin-accounts');
    const { openTarget } = await import('../src/server/db/database');
    const { loadConfig } = await import('../src/server/config');
    const config = loadConfig({ ...process.env, ...dataEnv, NODE_ENV: 'production' }, { client: 'none' });
    const db = openTarget(config.database);
    await createOrResetAdmin(db, 'bench@club.example', 'a-very-long-bench-password');
    await db.destroy();
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bench@club.example', password: 'a-very-long-bench-password' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const starts = new Date(Date.now() + 30 * 24 * 3600_000);
    const created = await json(
      base,
      'POST',
      '/api/admin/events',
      {
        slug: `bench-${Date.now()}`,
        title: 'The Oversell Test',
        type: 'Workshop',
        description: '<p>Fifty seats.</p>',
        startsAt: starts.toISOString(),
        endsAt: new Date(starts.getTime() + 2 * 3600_000).toISOString(),
        location: 'The Great Hall',
        capacity: seats,
        ticketTypes: [{ name: 'Free', price: 0 }],
      },
      cookie,
    );
    if (created.status !== 201) throw new Error(`create event: ${created.status} ${JSON.stringify(created.json)}`);
    const ticketTypes = created.json.ticketTypes as { id: number }[];
    return { eventId: Number(created.json.id), ticketTypeId: ticketTypes[0].id };
  }

  /**
   * One registration as a visitor's browser sends it: a connection of its own (no pool), through
   * node:http, whose client costs the bench's process a fraction of fetch's, so that the burst's
   * latencies are the server's and not this process's queue (it shares the machine's two cores).
   */
  const post = (base: string, url: string, body: unknown) =>
    new Promise<{ status: number; json: Record<string, unknown> }>((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = http.request(`${base}${url}`, {
        method: 'POST',
        agent: false,
        headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(payload);
    });

  const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

  /** CPU time (user + system) the servers' processes have used, in ms: what the burst costs whatever else the machine is doing. */
  const serversCpuMs = (servers: Server[]) => servers.reduce((sum, s) => sum + processCpuMs(s.child.pid ?? 0), 0);

  /** `bot`: the honeypot filled (D8), so the route answers without touching the database: what the rest of the request costs. */
  async function burst(servers: Server[], dataEnv: Record<string, string>, bot = false) {
    const { eventId, ticketTypeId } = await makeEvent(servers[0].base, dataEnv);
    const times: number[] = [];
    const cpuBefore = serversCpuMs(servers);
    const ownCpuBefore = process.cpuUsage();
    const statuses = await Promise.all(
      Array.from({ length: requests }, async (_, i) => {
        const base = servers[i % servers.length].base;
        const started = performance.now();
        const res = await post(base, `/api/events/${eventId}/registrations`, {
          ticketTypeId,
          name: `Visitor ${i}`,
          email: `visitor-${i}@bench.example`,
          quantity: 1,
          waitlist: true,
          ...(bot && { website: 'https://bot.example' }),
        });
        times.push(performance.now() - started);
        return res.status === 201 ? String(res.json.status) : `http ${res.status}`;
      }),
    );
    const cpuMs = serversCpuMs(servers) - cpuBefore;
    const ownCpu = process.cpuUsage(ownCpuBefore);
    const event = await json(servers[0].base, 'GET', `/api/events/${eventId}`);
    const confirmed = statuses.filter((s) => s === 'confirmed').length;
    const registered = Number(event.json.registered);
    times.sort((a, b) => a - b);
    return {
      confirmed,
      waitlisted: statuses.filter((s) => s === 'waitlisted').length,
      refused: statuses.filter((s) => s.startsWith('http')).length,
      // A bot's "confirmed" is the ordinary answer it gets (nothing is written): only the event's count tells.
      oversold: Math.max(0, bot ? 0 : confirmed - seats, registered - seats),
      registered,
      p50: percentile(times, 50),
      p99: percentile(times, 99),
      cpuPerRegistration: cpuMs / requests,
      clientCpuMs: (ownCpu.user + ownCpu.system) / 1000,
    };
  }

  const loadBefore = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const rows: [string, Awaited<ReturnType<typeof burst>>][] = [];
  /** The cold burst, then the warm one, each on an event of its own. */
  const bursts = async (name: string, servers: Server[], env: Record<string, string>) => {
    rows.push([`${name}, cold`, await burst(servers, env)]);
    rows.push([`${name}, warm`, await burst(servers, env)]);
    if (floor) rows.push([`${name}, floor`, await burst(servers, env, true)]);
  };
  if (setups.includes('sqlite')) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-bench-events-'));
    const env = { DATA_DIR: dir };
    const server = await startServer(env);
    try {
      await bursts('SQLite, 1 process', [server], env);
    } finally {
      await stopServer(server);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  if (setups.includes('postgres2')) {
    await withBenchPostgres(async (pg) => {
      const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'bac-bench-events-')));
      const servers: Server[] = [];
      try {
        const url = await pg.database('bench_events');
        const SECRETS_KEY = sharedSecretsKey();
        for (const dir of dirs) servers.push(await startServer({ DATA_DIR: dir, DATABASE_URL: url, SECRETS_KEY }));
        await bursts(`PostgreSQL ${pg.version}, 2 processes`, servers, { DATA_DIR: dirs[0], DATABASE_URL: url, SECRETS_KEY });
      } finally {
        for (const s of servers) await stopServer(s);
        for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  }
  const server = source ? 'the sources under tsx' : `the built server on ${runtime.label}`;
  console.log(`\n${requests} registrations at once for ${seats} seats, ${server} (targets: 0 oversold, p99 < 100 ms)\n`);
  console.log(
    `load average before and after: ${loadBefore} / ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    'setup                                confirmed  waitlisted  refused  oversold  p50 ms  p99 ms  CPU ms/registration  bench CPU ms',
  );
  for (const [name, r] of rows) {
    console.log(
      `${name.padEnd(37)}${String(r.confirmed).padStart(9)}${String(r.waitlisted).padStart(12)}${String(r.refused).padStart(9)}${String(r.oversold).padStart(10)}${r.p50.toFixed(1).padStart(8)}${r.p99.toFixed(1).padStart(8)}${r.cpuPerRegistration.toFixed(2).padStart(21)}${r.clientCpuMs.toFixed(0).padStart(13)}`,
    );
  }
}

/**
 * `npm run bench`: the production server against the machine's limit. Starts the built server
 * (dist/server/main.js, as `npm start` does) on a fresh data folder and, in one run, alternates it
 * with a bare node:http server answering the very same bytes, with autocannon (50 connections).
 * Prints req/s, the ratio to node:http, p50/p99 latency, a write figure (comments per second with
 * the throttle raised), RSS before and after, and cold start. A measurement, not a test: run it
 * on a quiet machine (it prints the load average it saw).
 *   npm run bench [-- --duration 8 --rounds 2 --connections 50]
 * To measure another checkout the same way (a "before" figure): `--cwd DIR --entry src/server/main.ts`
 * (a .ts entry is started through tsx, as `npm start` did before the server was compiled).
 * On PostgreSQL: `--database-url postgres://.../empty_db` (an empty database: the first start seeds it).
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from './free-port.mjs';
import { benchServerEnv } from './server-node.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? Number(process.argv[i + 1]) : fallback;
};
const duration = arg('duration', 6);
/**
 * `--compressed` asks as Chromium does (the cache's kept br copies travel); by default bodies are
 * asked for as they are, as autocannon does by itself.
 */
const ACCEPT_ENCODING = process.argv.includes('--compressed') ? 'gzip, deflate, br, zstd' : 'identity';
const rounds = arg('rounds', 2);
const connections = arg('connections', 50);
const option = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > -1 ? process.argv[i + 1] : undefined;
};
const root = path.resolve(option('cwd') ?? path.join(import.meta.dirname, '..'));
const serverEntry = path.join(root, option('entry') ?? 'dist/server/main.js');
// The V8 settings `npm start` gives the server (package.json): the figures are those of `npm start`.
const startFlags = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
  .scripts.start.split(/\s+/)
  .filter((word) => word.startsWith('--'));
const serverArgs = serverEntry.endsWith('.ts') ? ['--import', 'tsx', serverEntry] : [...startFlags, serverEntry];
const databaseUrl = option('database-url');
const database = databaseUrl ? `PostgreSQL (${new URL(databaseUrl).host}${new URL(databaseUrl).pathname})` : 'SQLite';

if (!fs.existsSync(serverEntry)) {
  console.log('No build yet: npm run build');
  const built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
  if (built.status !== 0) process.exit(1);
}

const rssMb = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
};

/** Starts the built server; answers when /healthz first says 200, with the time that took. */
async function startApp(dataDir, env = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, serverArgs, {
    cwd: root,
    env: { ...benchServerEnv(port, dataDir), ...(databaseUrl && { DATABASE_URL: databaseUrl }), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('the server exited during start');
    await new Promise((r) => setTimeout(r, 5));
  }
  const coldStartMs = performance.now() - started;
  return {
    base,
    pid: child.pid,
    coldStartMs,
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/**
 * A node:http server, in its own process like the app, answering each URL with the bytes (and
 * content type) the app gave for it.
 */
async function startReference(answers, dataDir) {
  const file = path.join(dataDir, 'reference-answers.json');
  fs.writeFileSync(file, JSON.stringify([...answers].map(([url, a]) => [url, a.type, a.encoding, a.body.toString('base64')])));
  const child = spawn(process.execPath, [import.meta.filename, '--reference', file], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = await once(child.stdout, 'data');
  return {
    base: `http://127.0.0.1:${Number(String(line).trim())}`,
    close: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

function serveReference(file) {
  const answers = new Map(
    JSON.parse(fs.readFileSync(file, 'utf8')).map(([url, type, encoding, body]) => [
      url,
      { type, encoding, body: Buffer.from(body, 'base64') },
    ]),
  );
  const server = http.createServer((req, res) => {
    const answer = answers.get(req.url);
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': answer.type,
      'content-length': answer.body.length,
      ...(answer.encoding && { 'content-encoding': answer.encoding }),
    });
    res.end(answer.body);
  });
  server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
}

/** A GET whose body comes back as sent (fetch would decompress it). */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections, duration, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const summary = (r) => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts + r.non2xx,
});

if (process.argv[2] === '--reference') {
  serveReference(process.argv[3]);
} else {
  await bench();
}

async function bench() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-bench-'));
  const load = os.loadavg()[0].toFixed(2);
  try {
    // Cold start: the first start creates and seeds the database; the second opens it as it is.
    const first = await startApp(dataDir);
    await first.stop();
    const app = await startApp(dataDir);
    const rssIdle = rssMb(app.pid);

    const urls = ['/api/content', '/api/latest-content', '/', '/trpc/public.content.list'];
    const answers = new Map();
    for (const url of urls) {
      // Asked as a browser asks (compressed), the bytes as they travel: node:http gets the same.
      const res = await rawGet(`${app.base}${url}`, { 'accept-encoding': ACCEPT_ENCODING });
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      answers.set(url, { type: res.headers['content-type'], encoding: res.headers['content-encoding'] ?? null, body: res.body });
    }
    const reference = await startReference(answers, dataDir);

    const results = new Map(urls.map((u) => [u, { app: [], ref: [] }]));
    for (let round = 0; round < rounds; round++) {
      for (const url of urls) {
        // Warm both sides briefly, then measure: reference first, app second, alternating by round.
        const order = round % 2 === 0 ? ['ref', 'app'] : ['app', 'ref'];
        for (const side of order) {
          const base = side === 'app' ? app.base : reference.base;
          await cannon({ url: `${base}${url}`, duration: 1, headers: { 'accept-encoding': ACCEPT_ENCODING } });
          results.get(url)[side].push(summary(await cannon({ url: `${base}${url}`, headers: { 'accept-encoding': ACCEPT_ENCODING } })));
        }
      }
    }
    await reference.close();

    const rssAfterReads = rssMb(app.pid);
    // Writes: comments on the first exhibition, the throttle raised out of the way.
    await app.stop();
    const writer = await startApp(dataDir, { RATE_LIMIT_WRITES_PER_MINUTE: '100000' });
    const exhibition = (await (await fetch(`${writer.base}/api/content`)).json())[0].id;
    const writes = summary(
      await cannon({
        url: `${writer.base}/api/content/${exhibition}/comments`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ authorName: 'Bench Reader', authorEmail: 'bench@example.com', comment: 'A considered, human remark.' }),
      }),
    );
    const rssAfterWrites = rssMb(writer.pid);
    await writer.stop();

    const best = (list) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
    console.log(
      `\nnpm run bench: ${connections} connections, ${duration} s per run, best of ${rounds} rounds; ${database}; READ_CACHE=${process.env.READ_CACHE ?? '1'}; load average at start ${load} (${os.cpus().length} cores)`,
    );
    console.log(
      'url'.padEnd(30),
      'app req/s'.padStart(10),
      'node:http'.padStart(10),
      'ratio'.padStart(6),
      'p50 ms'.padStart(7),
      'p99 ms'.padStart(7),
      'http p99'.padStart(9),
      'errors'.padStart(7),
      'bytes sent'.padStart(11),
    );
    for (const url of urls) {
      const a = best(results.get(url).app);
      const r = best(results.get(url).ref);
      console.log(
        url.padEnd(30),
        String(a.rps).padStart(10),
        String(r.rps).padStart(10),
        (a.rps / r.rps).toFixed(2).padStart(6),
        String(a.p50).padStart(7),
        String(a.p99).padStart(7),
        String(r.p99).padStart(9),
        String(a.errors).padStart(7),
        `${answers.get(url).body.length} ${answers.get(url).encoding ?? ''}`.padStart(11),
      );
    }
    const trpc = best(results.get('/trpc/public.content.list').app).rps;
    const rest = best(results.get('/api/content').app).rps;
    console.log(`tRPC query vs the same data over REST: ${(trpc / rest).toFixed(2)}x`);
    console.log(`writes: ${writes.rps} comments/s, p99 ${writes.p99} ms, ${writes.errors} errors`);
    console.log(`RSS: ${rssIdle} MB idle after start; ${rssAfterReads} MB after the read runs; ${rssAfterWrites} MB after the write run`);
    console.log(
      `cold start to the first 200 on /healthz: ${Math.round(app.coldStartMs)} ms (first start, creating and seeding the database: ${Math.round(first.coldStartMs)} ms)`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

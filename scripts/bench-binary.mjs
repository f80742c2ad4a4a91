/**
 * `npm run bench:binary`: the single binary against `npm start`'s compiled server
 * (`node dist/server/main.js`), started alternately on the same data folder: cold start to the
 * first 200 on /healthz and to the first rendered home page, and RSS idle after start and after
 * a few pages. Also first starts on an empty data folder, and the binary's very first start
 * (unpacking its files too). Medians of several runs; a measurement, not a test (it prints the load average).
 *   npm run bench:binary [-- --runs 7]
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

const root = path.resolve(import.meta.dirname, '..');
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > -1 ? Number(process.argv[runsArg + 1]) : 7;
const built = path.join(root, 'dist/bin/brain-appreciation-club');
if (!fs.existsSync(built)) {
  console.error('No binary yet: npm run build:binary');
  process.exit(1);
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

async function until(url, child) {
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status === 200) {
        await res.arrayBuffer();
        return;
      }
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('the server exited during start');
    await new Promise((r) => setTimeout(r, 5));
  }
}

async function measure(command, args, cwd, env) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(command, args, {
    cwd,
    env: { ...env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await until(`${base}/healthz`, child);
  const healthMs = performance.now() - started;
  await until(`${base}/`, child);
  const homeMs = performance.now() - started;
  await new Promise((r) => setTimeout(r, 500));
  const rssIdle = rssMb(child.pid);
  for (const url of ['/', '/exhibitions', '/shame', '/api/content', '/admin-login']) await (await fetch(`${base}${url}`)).arrayBuffer();
  const rssPages = rssMb(child.pid);
  child.kill('SIGTERM');
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`exit code ${code}`);
  return { healthMs, homeMs, rssIdle, rssPages };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-bench-binary-'));
const binary = path.join(folder, 'brain-appreciation-club');
fs.copyFileSync(built, binary);
fs.chmodSync(binary, 0o755);
const dataDir = path.join(folder, 'data');
const binaryEnv = { PATH: '/usr/bin:/bin', HOME: folder, DATA_DIR: dataDir };
const nodeEnv = { PATH: process.env.PATH, HOME: folder, DATA_DIR: dataDir };

const load = os
  .loadavg()
  .map((l) => l.toFixed(2))
  .join(' ');
const first = await measure(binary, [], folder, binaryEnv);
// First starts on an empty data folder (creating and seeding the database), the binary's files already unpacked.
const nodeFresh = await measure(process.execPath, [path.join(root, 'dist/server/main.js')], root, {
  ...nodeEnv,
  DATA_DIR: path.join(folder, 'fresh-node'),
});
const binaryFresh = await measure(binary, [], folder, { ...binaryEnv, DATA_DIR: path.join(folder, 'fresh-binary') });
const results = { binary: [], node: [] };
const runNode = async () => results.node.push(await measure(process.execPath, [path.join(root, 'dist/server/main.js')], root, nodeEnv));
const runBinary = async () => results.binary.push(await measure(binary, [], folder, binaryEnv));
// Alternating, and each going first in half the rounds.
for (let i = 0; i < runs; i++) {
  for (const run of i % 2 ? [runBinary, runNode] : [runNode, runBinary]) {
    await run();
    await new Promise((r) => setTimeout(r, 300));
  }
}
const unpacked = spawnSync('du', ['-sk', path.join(folder, '.cache')], { encoding: 'utf8' }).stdout.split('\t')[0];
fs.rmSync(folder, { recursive: true, force: true });

const row = (name, r) =>
  `| ${name} | ${Math.round(median(r.map((x) => x.healthMs)))} | ${Math.round(median(r.map((x) => x.homeMs)))} | ${median(r.map((x) => x.rssIdle)).toFixed(0)} | ${median(r.map((x) => x.rssPages)).toFixed(0)} |`;
console.log(`load average at the start: ${load} (${os.cpus().length} cores); ${runs} runs each, alternating, medians`);
console.log(`binary: ${(fs.statSync(built).size / 1024 / 1024).toFixed(1)} MB; unpacked files: ${(Number(unpacked) / 1024).toFixed(1)} MB`);
console.log('| start | to /healthz 200 (ms) | to the home page 200 (ms) | RSS idle (MB) | RSS after 5 pages (MB) |');
console.log('| --- | --- | --- | --- | --- |');
console.log(row('`node dist/server/main.js` (npm start)', results.node));
console.log(row('binary', results.binary));
console.log(row('`node dist/server/main.js`, empty data folder (create and seed the database; one run)', [nodeFresh]));
console.log(row('binary, empty data folder (one run)', [binaryFresh]));
console.log(row('binary, very first start: unpack its files, create and seed the database (one run)', [first]));

/**
 * Which Node.js the benchmarks run the built server under: by default the runtime the single binary
 * ships (scripts/node-runtime.mjs, Node 24), so the figures are those of what a club runs; with
 * `--node current` (or BENCH_NODE=current) the Node.js running the script, for comparison. Node 24
 * matters here: its AsyncLocalStorage needs no promise hooks (async context frames), which on
 * Node 20 cost every promise of a render.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ensureNodeRuntime } from './node-runtime.mjs';

export function serverNode(argv = process.argv) {
  const i = argv.indexOf('--node');
  const choice = (i > -1 ? argv[i + 1] : undefined) ?? process.env.BENCH_NODE ?? 'runtime';
  if (choice === 'current') return { node: process.execPath, label: `Node ${process.version} (current)` };
  const runtime = ensureNodeRuntime();
  return { node: runtime.node, label: `Node v${runtime.version} (the binary's runtime)` };
}

/** CPU time (user + system) a running process has used, in ms, read from /proc at 10 ms resolution; NaN once it is gone. */
export const processCpuMs = (pid) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
};

/**
 * The environment a benchmark starts the built server with: production, on the loopback
 * address at `port`, its data in `dataDir`, logging warnings only.
 */
export const benchServerEnv = (port, dataDir) => ({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
});

/**
 * `node scripts/server-node.mjs FILE.ts [args]`: runs a benchmark that builds the app in its own
 * process (bench:search) under the same Node.js as {@link serverNode} chooses, with tsx.
 */
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, ...args] = process.argv.slice(2);
  const { node, label } = serverNode(args);
  console.log(`${file}: ${label}`);
  const run = spawnSync(node, ['--import', 'tsx', file, ...args], { stdio: 'inherit' });
  process.exit(run.status ?? 1);
}

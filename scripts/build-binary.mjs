/**
 * `npm run build:binary` (after `npm run build`): dist/bin/brain-appreciation-club, the whole club
 * in one executable for Linux x64 (docs/decisions/017-single-binary.md). Node's Single Executable
 * Applications: the official Node.js 24 LTS build from the npm registry (scripts/node-runtime.mjs,
 * docs/decisions/023-node-24-runtime.md), whatever Node runs this script, with a blob injected by
 * postject holding
 *   - the launcher (src/server/binary.ts bundled as CommonJS: a SEA's main script must be), and
 *   - as assets, every file the club needs at run time, laid out like a checkout: dist/client,
 *     dist/server (the compiled ES modules of `npm start`, without source maps), and from
 *     node_modules only what is loaded from disk: better-sqlite3 13, @node-rs/argon2 and sharp with
 *     libvips (Node-API addons, prebuilt in their packages) with their loaders, and Redoc's browser bundle.
 * The launcher unpacks the assets once per build (the build id is a hash of them) into a private
 * cache folder and runs the command from there.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { gzippedBytes, mb as megabytes, recordSizes } from './build-sizes.mjs';
import { ensureNodeRuntime } from './node-runtime.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
const NAME = 'brain-appreciation-club';
const outDir = path.join(root, 'dist', 'bin');
const workDir = path.join(outDir, '.work');
const output = path.join(outDir, NAME);

if (process.platform !== 'linux' || process.arch !== 'x64') {
  console.error(`The binary is built for Linux x64, by a Node.js of that platform (this one is ${process.platform}-${process.arch}).`);
  process.exit(1);
}
for (const built of [
  'dist/client/.vite/manifest.json',
  'dist/server/entry-server.js',
  'dist/server/main.js',
  'dist/server/binary-run.js',
  'dist/server/config.js',
]) {
  if (!fs.existsSync(path.join(root, built))) {
    console.error(`${built} is missing: run \`npm run build\` first (\`npm run build:binary\` does both).`);
    process.exit(1);
  }
}

const runtime = ensureNodeRuntime();

/** Every file under `dir` (relative to the root), less those `skip` refuses. */
function filesUnder(dir, skip = () => false) {
  const found = [];
  const walk = (rel) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = path.posix.join(rel, entry.name);
      if (skip(child)) continue;
      if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) found.push(child);
    }
  };
  walk(dir);
  return found;
}

/** The files of an installed package that run needs (paths relative to the package). */
function fromPackage(name, files) {
  const dir = path.posix.join('node_modules', name);
  return files.flatMap((f) => {
    const full = path.join(root, dir, f);
    if (!fs.existsSync(full)) throw new Error(`${dir}/${f} is missing: run npm ci`);
    return fs.statSync(full).isDirectory() ? filesUnder(path.posix.join(dir, f)) : [path.posix.join(dir, f)];
  });
}

/** sharp's compiled JavaScript (dist/*.cjs and *.mjs), without its type declarations. */
function sharpScripts() {
  return fs
    .readdirSync(path.join(root, 'node_modules', 'sharp', 'dist'))
    .filter((f) => /\.(c|m)js$/.test(f))
    .map((f) => `dist/${f}`);
}

const argon2Platform = '@node-rs/argon2-linux-x64-gnu';
const files = [
  ...filesUnder('dist/client'),
  ...filesUnder('dist/server', (f) => f.endsWith('.map')),
  // better-sqlite3 13 (the Node-API build the driver picks on Node 22+), with its prebuilt addon for this platform.
  ...fromPackage('better-sqlite3-napi', ['package.json', 'LICENSE', 'lib', 'prebuilds/linux-x64.node']),
  // napi-rs's loader requires the platform package by name (glibc x64 here).
  ...fromPackage('@node-rs/argon2', ['package.json', 'LICENSE', 'index.js']),
  ...fromPackage(argon2Platform, [
    'package.json',
    fs.readdirSync(path.join(root, 'node_modules', argon2Platform)).find((f) => f.endsWith('.node')),
  ]),
  ...fromPackage('redoc', ['package.json', 'LICENSE', 'bundles/redoc.standalone.js', 'bundles/redoc.standalone.js.LICENSE.txt']),
  // sharp (docs/decisions/031): its JavaScript, the two small packages it requires, and for
  // this platform its Node-API addon and libvips, which the addon finds beside it by a relative
  // RUNPATH ($ORIGIN/../../sharp-libvips-linux-x64/lib): unpacked in the same layout, it loads as from node_modules.
  ...fromPackage('sharp', ['package.json', 'LICENSE', ...sharpScripts()]),
  ...fromPackage('sharp/node_modules/semver', [
    'package.json',
    'LICENSE',
    'index.js',
    'preload.js',
    'classes',
    'functions',
    'internal',
    'ranges',
  ]),
  ...fromPackage('detect-libc', ['package.json', 'LICENSE', 'lib']),
  ...fromPackage('@img/colour', ['package.json', 'LICENSE.md', 'index.cjs', 'color.cjs']),
  ...fromPackage('@img/sharp-linux-x64', ['package.json', 'LICENSE', 'index.cjs', 'lib']),
  ...fromPackage('@img/sharp-libvips-linux-x64', ['package.json', 'versions.json', 'lib']),
];

fs.rmSync(workDir, { recursive: true, force: true });
fs.mkdirSync(workDir, { recursive: true });
// The unpacked folder's own package.json: dist/server's .js files are ES modules.
const version = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).version;
const runtimePackage = path.join(workDir, 'package.json');
fs.writeFileSync(runtimePackage, `${JSON.stringify({ name: `${NAME}-unpacked`, version, private: true, type: 'module' }, null, 2)}\n`);

const sources = new Map([['package.json', runtimePackage], ...files.map((f) => [f, path.join(root, f)])]);
const hash = createHash('sha256').update(`${runtime.version}\n`);
const index = [];
let assetBytes = 0;
for (const [name, source] of [...sources].sort(([a], [b]) => a.localeCompare(b))) {
  const bytes = fs.readFileSync(source);
  const mode = fs.statSync(source).mode & 0o755;
  hash.update(`${name}\0${mode}\0${bytes.length}\0`).update(bytes);
  index.push([name, mode]);
  assetBytes += bytes.length;
}
const buildId = hash.digest('hex').slice(0, 16);
const indexFile = path.join(workDir, 'index.json');
fs.writeFileSync(indexFile, JSON.stringify(index));

// The launcher's --help lists the settings from the schema the server parses (src/server/config.ts), read
// here from the build it embeds: the launcher itself loads no module of ours before unpacking.
const { settingsHelp } = await import(pathToFileURL(path.join(root, 'dist/server/config.js')).href);
const launcher = path.join(workDir, 'launcher.cjs');
await build({
  entryPoints: [path.join(root, 'src/server/binary.ts')],
  outfile: launcher,
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node24',
  define: {
    CLUB_VERSION: JSON.stringify(version),
    CLUB_BUILD_ID: JSON.stringify(buildId),
    CLUB_SETTINGS_HELP: JSON.stringify(settingsHelp()),
  },
  legalComments: 'none',
  logLevel: 'warning',
});

const seaConfig = path.join(workDir, 'sea-config.json');
const blob = path.join(workDir, 'sea-prep.blob');
fs.writeFileSync(
  seaConfig,
  JSON.stringify(
    {
      main: launcher,
      output: blob,
      disableExperimentalSEAWarning: true,
      // A snapshot or code cache would break the launcher's dynamic import() of the server.
      useSnapshot: false,
      useCodeCache: false,
      assets: Object.fromEntries([['index.json', indexFile], ...sources]),
    },
    null,
    2,
  ),
);
const prepared = spawnSync(runtime.node, ['--experimental-sea-config', seaConfig], { encoding: 'utf8' });
if (prepared.status !== 0) {
  console.error(prepared.stdout, prepared.stderr);
  process.exit(1);
}

// The runtime's binary, without its symbols when `strip` is there (about 13 MB less).
fs.rmSync(output, { force: true });
const stripped = spawnSync('strip', ['--strip-all', '-o', output, runtime.node], { encoding: 'utf8' });
if (stripped.error || stripped.status !== 0) fs.copyFileSync(runtime.node, output);
fs.chmodSync(output, 0o755);

const { inject } = require('postject');
// postject (LIEF) notes ELF sections it does not know on stderr; harmless, and noisy.
const warn = console.warn;
console.warn = () => {};
try {
  await inject(output, 'NODE_SEA_BLOB', fs.readFileSync(blob), { sentinelFuse: 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2' });
} finally {
  console.warn = warn;
}
fs.rmSync(workDir, { recursive: true, force: true });

// The figures the docs state (tests/ops/figures.test.ts compares them): measured here, recorded beside the binary.
const binaryBytes = fs.statSync(output).size;
const gzipped = await gzippedBytes(output);
recordSizes(path.join(outDir, 'sizes.json'), { binary: { buildId, bytes: binaryBytes, gzippedBytes: gzipped, unpackedBytes: assetBytes } });
console.log(
  `${path.relative(root, output)}: ${megabytes(binaryBytes)} (Node.js v${runtime.version}${stripped.status === 0 ? ', symbols stripped' : ''}; ` +
    `build ${buildId}) in ${Math.round(performance.now() - started)} ms\n` +
    `Sizes: binary ${megabytes(binaryBytes)}, gzipped ${megabytes(gzipped)}, unpacked ${megabytes(assetBytes)} (${index.length} files) ` +
    `(${path.relative(root, path.join(outDir, 'sizes.json'))})`,
);

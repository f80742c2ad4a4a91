/**
 * Compiles the server and its commands into dist/server/ (run by `npm run build` after the two
 * Vite builds): one ES module per command, the app's own code and its libraries bundled, so
 * production starts plain JavaScript with `node` (no TypeScript at run time) and loads one file
 * instead of hundreds. Left outside the bundle: native addons (loaded from node_modules), Vite
 * (development only) and the server-rendering bundle (built by Vite, loaded by path).
 */
import fs from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import path from 'node:path';
import { build, transformSync } from 'esbuild';

const entries = {
  main: 'src/server/main.ts',
  migrate: 'scripts/migrate.ts',
  'admin-create': 'scripts/admin-create.ts',
  backup: 'scripts/backup.ts',
  restore: 'scripts/restore.ts',
  'images-backfill': 'scripts/images-backfill.ts',
  // The single binary's way in (src/server/binary.ts imports it after unpacking): it names the
  // unpacked folder to the server, then imports one of the commands above.
  'binary-run': 'src/server/binary-run.ts',
  // The server as a library for the test suite (src/server/library.ts): the integration tests run
  // against it under the shipped runtime (npm run test:runtime), so they test the bundle that ships.
  library: 'src/server/library.ts',
  // The settings' schema alone: scripts/build-binary.mjs reads the binary's --help from it (settingsHelp).
  config: 'src/server/config.ts',
};

/**
 * @fastify/static requires glob when it loads, to list the folder when `wildcard` is false; the
 * club serves with `wildcard: true`, so glob never runs, and evaluating it cost some 60 ms of each
 * start (docs/decisions/059). Its require is made lazy, and left to node_modules: glob loads if it
 * is ever called (under `npm start`; the binary, which carries no node_modules, would say it is missing).
 */
const lazyGlob = {
  name: 'lazy-glob',
  setup(b) {
    b.onResolve({ filter: /^glob$/ }, (args) => {
      // The stand-in's own require stays outside the bundle: glob and the four libraries under it
      // (some 390 KB) were compiled at every start for a call that never comes.
      if (args.namespace === 'lazy-glob') return { path: 'glob', external: true };
      return /[\\/]@fastify[\\/]static[\\/]/.test(args.importer) ? { path: 'glob', namespace: 'lazy-glob' } : undefined;
    });
    b.onLoad({ filter: /.*/, namespace: 'lazy-glob' }, () => ({
      contents: "module.exports = { glob: (...args) => require('glob').glob(...args) };",
      loader: 'js',
      resolveDir: path.resolve('node_modules/@fastify/static'),
    }));
  },
};

/**
 * Node's built-in modules reach the bundle through require(), not `import`: importing one as an ES
 * module makes Node read every export it has, and `node:http`'s include getters (WebSocket and its
 * events) that load all of undici, some 90 ms of every start that the server only needs once it
 * fetches something (docs/decisions/059). Through require() each export is read when it is used.
 */
const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
const builtinsByRequire = {
  name: 'builtins-by-require',
  setup(b) {
    b.onResolve({ filter: /^(node:)?[a-z_/]+$/ }, (args) =>
      builtins.has(args.path) && args.kind !== 'require-call' ? { path: args.path, namespace: 'builtin' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'builtin' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

/**
 * Libraries the server needs only for some requests or some settings, evaluated at their first
 * use instead of at start (docs/decisions/059): PostgreSQL's driver on a SQLite site, the metrics
 * when nobody serves them, the sanitiser until the first rich-text write, a ticket's QR code and
 * calendar, and YAML, which @fastify/swagger loads for an OpenAPI document the club serves only
 * as JSON. Importers get a stand-in with the library's own export names (read here, at build
 * time), each a getter that requires the real library, bundled as before, the first time it is read.
 */
const LAZY_PACKAGES = {
  // Imported by the club's own modules.
  pg: null,
  'prom-client': null,
  'sanitize-html': null,
  qrcode: null,
  'ical-generator': null,
  // Required by a library, which reads no export while it loads.
  yaml: /[\\/]@fastify[\\/]swagger[\\/]/,
};
const lazyPackages = {
  name: 'lazy-packages',
  setup(b) {
    b.onResolve({ filter: new RegExp(`^(${Object.keys(LAZY_PACKAGES).join('|')})$`) }, (args) => {
      if (args.namespace === 'lazy-package') return undefined;
      const from = LAZY_PACKAGES[args.path];
      const lazy = from ? from.test(args.importer) : args.kind === 'import-statement' && !/[\\/]node_modules[\\/]/.test(args.importer);
      // Keyed by the file the importer would get, so the stand-in loads that copy of the library.
      return lazy ? { path: createRequire(args.importer).resolve(args.path), namespace: 'lazy-package' } : undefined;
    });
    b.onLoad({ filter: /.*/, namespace: 'lazy-package' }, (args) => {
      const real = createRequire(args.path)(args.path);
      const name = JSON.stringify(args.path);
      const lines = [
        `let real;`,
        `const load = () => (real ??= require(${name}));`,
        typeof real === 'function'
          ? 'module.exports = function (...args) { return new.target ? new (load())(...args) : load().apply(this, args); };'
          : 'module.exports = {};',
        ...(real.__esModule ? ["Object.defineProperty(module.exports, '__esModule', { value: true });"] : []),
        ...Object.keys(real).map(
          (key) =>
            `Object.defineProperty(module.exports, ${JSON.stringify(key)}, { enumerable: true, get: () => load()[${JSON.stringify(key)}] });`,
        ),
      ];
      return { contents: lines.join('\n'), loader: 'js', resolveDir: path.dirname(args.path) };
    });
  },
};

const started = performance.now();
// A chunk's name is its content's hash: the last build's chunks would stay beside the new ones (and ship in the binary).
fs.rmSync('dist/server/chunks', { recursive: true, force: true });
await build({
  entryPoints: entries,
  outdir: 'dist/server',
  bundle: true,
  // Its paths make `~/` src/ (esbuild reads them from here).
  tsconfig: 'tsconfig.json',
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: 'linked',
  minifySyntax: true,
  minifyWhitespace: !process.env.PROFILE_BUILD,
  legalComments: 'none',
  external: ['better-sqlite3', 'better-sqlite3-napi', '@node-rs/argon2', 'sharp', 'vite', 'lightningcss', 'fsevents'],
  define: { 'process.env.NODE_ENV': 'process.env.NODE_ENV' },
  // Libraries written as CommonJS call require() and read __dirname: give them both.
  banner: {
    js: [
      "import { createRequire as __createRequire } from 'node:module';",
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      "import { dirname as __pathDirname } from 'node:path';",
      'const require = __createRequire(import.meta.url);',
      'const __filename = __fileURLToPath(import.meta.url);',
      'const __dirname = __pathDirname(__filename);',
    ].join('\n'),
  },
  plugins: [lazyGlob, builtinsByRequire, lazyPackages],
  logLevel: 'warning',
});

// V8 keeps a module's source for as long as the module lives, and keeps it in two bytes a character
// when one character is past Latin-1: one typographic dash in a 2.7 MB bundle doubled it in the
// server's heap. esbuild writes ASCII (its default charset) but leaves regular expressions alone, so
// the server's own sources write such characters as \u escapes there; Vite's server-rendering
// output (entry-server.js and its route chunks) is made ASCII here, its comments dropped.
const server = 'dist/server';
// One byte a character is Latin-1 for V8: only a character past it widens a source.
const narrow = (text) => !/[\u0100-\uffff]/.test(text);
const rendering = [
  path.join(server, 'entry-server.js'),
  ...fs.readdirSync(path.join(server, 'assets')).map((f) => path.join(server, 'assets', f)),
];
for (const file of rendering.filter((f) => f.endsWith('.js'))) {
  const code = fs.readFileSync(file, 'utf8');
  if (narrow(code)) continue;
  fs.writeFileSync(
    file,
    transformSync(code, { loader: 'js', format: 'esm', charset: 'ascii', minifyWhitespace: true, legalComments: 'none' }).code,
  );
}
// What every server loads, its shared chunks included: one `/[’]/` in a 2.7 MB chunk held all of it
// in two bytes a character (the admin editor's libraries keep a few in their regular expressions).
const wide = ['main.js', 'entry-server.js', ...fs.readdirSync(path.join(server, 'chunks')).map((f) => path.join('chunks', f))]
  .filter((f) => f.endsWith('.js'))
  .filter((f) => !narrow(fs.readFileSync(path.join(server, f), 'utf8')));
if (wide.length)
  console.warn(`not ASCII (a regular expression with a character not escaped?), held in two bytes a character: ${wide.join(', ')}`);
console.log(`server compiled into dist/server in ${Math.round(performance.now() - started)} ms`);

/**
 * Compiles the server and its commands into dist/server/ (run by `npm run build` after the two
 * Vite builds): one ES module per command, the app's own code and its libraries bundled, so
 * production starts plain JavaScript with `node` (no TypeScript at run time) and loads one file
 * instead of hundreds. Left outside the bundle: native addons (loaded from node_modules), Vite
 * (development only) and the server-rendering bundle (built by Vite, loaded by path).
 */
import fs from 'node:fs';
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
 * start (docs/decisions/059). Its require is made lazy: glob loads if it is ever called.
 */
const lazyGlob = {
  name: 'lazy-glob',
  setup(b) {
    b.onResolve({ filter: /^glob$/ }, (args) =>
      /[\\/]@fastify[\\/]static[\\/]/.test(args.importer) ? { path: 'glob', namespace: 'lazy-glob' } : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy-glob' }, () => ({
      contents: "module.exports = { glob: (...args) => require('glob').glob(...args) };",
      loader: 'js',
      resolveDir: path.resolve('node_modules/@fastify/static'),
    }));
  },
};

const started = performance.now();
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
  plugins: [lazyGlob],
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
// What every server loads (the admin editor's libraries keep a few in their regular expressions).
const wide = ['main.js', 'entry-server.js'].filter((f) => !narrow(fs.readFileSync(path.join(server, f), 'utf8')));
if (wide.length)
  console.warn(`not ASCII (a regular expression with a character not escaped?), held in two bytes a character: ${wide.join(', ')}`);
console.log(`server compiled into dist/server in ${Math.round(performance.now() - started)} ms`);

/**
 * Compiles the server and its commands into dist/server/ (run by `npm run build` after the two
 * Vite builds): one ES module per command, the app's own code and its libraries bundled, so
 * production starts plain JavaScript with `node` (no TypeScript at run time) and loads one file
 * instead of hundreds. Left outside the bundle: native addons (loaded from node_modules), Vite
 * (development only) and the server-rendering bundle (built by Vite, loaded by path).
 */
import { build } from 'esbuild';

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
};

const started = performance.now();
await build({
  entryPoints: entries,
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: 'linked',
  minifySyntax: true,
  minifyWhitespace: true,
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
  logLevel: 'warning',
});
console.log(`server compiled into dist/server in ${Math.round(performance.now() - started)} ms`);

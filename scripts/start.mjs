/**
 * `npm start` and the commands that run from the build (`migrate`, `admin:create`, `backup`):
 * builds first when dist/ is missing or older than the sources (D24), then runs the compiled
 * command in this same process, so the PID a supervisor stops is the server's.
 *   node scripts/start.mjs [main|migrate|admin-create|backup|restore|images-backfill] [args...]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const COMMANDS = ['main', 'migrate', 'admin-create', 'backup', 'restore', 'images-backfill'];
const command = COMMANDS.includes(process.argv[2] ?? '') ? process.argv.splice(2, 1)[0] : 'main';

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = ['src', 'db', 'public', 'scripts', 'vite.config.ts', 'package-lock.json', 'index.html'];

function newestMtime(file) {
  if (!fs.existsSync(file)) return 0;
  const stat = fs.statSync(file);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(file)) newest = Math.max(newest, newestMtime(path.join(file, entry)));
  return newest;
}

const outputs = ['dist/client/.vite/manifest.json', 'dist/server/entry-server.js', 'dist/server/main.js'].map((f) => path.join(root, f));
const builtAt = Math.min(...outputs.map((f) => (fs.existsSync(f) ? fs.statSync(f).mtimeMs : 0)));
if (builtAt < Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))))) {
  console.log(
    builtAt === 0 ? 'Building the club (npm run build)...' : 'The sources changed since the last build: building again (npm run build)...',
  );
  const npm = process.env.npm_execpath;
  // Always the production build: started from a test (NODE_ENV=test) or a dev shell, Vite would
  // otherwise emit React's development JSX, and every later page of that dist/ would answer 500.
  const options = { stdio: 'inherit', cwd: root, env: { ...process.env, NODE_ENV: 'production' } };
  const result = npm ? spawnSync(process.execPath, [npm, 'run', 'build'], options) : spawnSync('npm', ['run', 'build'], options);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.NODE_ENV ??= 'production';
// V8's compiled code of dist/server, kept from one start to the next (Node 22.1 and later; Node 20
// compiles every start): the server listens sooner (docs/decisions/059). Checked against each file's contents.
try {
  module.enableCompileCache?.(path.join(root, 'dist', '.compile-cache'));
} catch {
  // A read-only checkout only loses the gain.
}
await import(pathToFileURL(path.join(root, 'dist/server', `${command}.js`)).href);

/**
 * The single binary's first code (docs/decisions/017-single-binary.md). Node's Single
 * Executable Application runs this file, bundled as CommonJS by scripts/build-binary.mjs, with the
 * built club embedded beside it as assets: the compiled server (dist/server, the same ES modules
 * `npm start` runs), the built client, the server-rendering bundle, Redoc's bundle and the two
 * native addons with their loaders.
 *
 * On first start the assets are written once to a private cache folder named after the build
 * (`$XDG_CACHE_HOME/brain-appreciation-club/<build id>/`, see `cacheBases`), laid out like a
 * checkout (dist/, node_modules/), so Node loads the modules and the addons from disk as it does
 * for `npm start`. Later starts find the folder and skip the writing. Then the command runs in
 * this process (the PID a supervisor stops is the server's): `dist/server/binary-run.js` names the
 * folder to the server (src/server/install-paths.ts) and imports the command's own module.
 *
 * Only Node's built-in modules are used here: a SEA's main script cannot load anything else.
 */
import fs from 'node:fs';
import module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import sea from 'node:sea';
import { pathToFileURL } from 'node:url';

/** Set by scripts/build-binary.mjs. */
declare const CLUB_VERSION: string;
declare const CLUB_BUILD_ID: string;
/** settingsHelp() of src/server/config.ts at build time: every variable of the schema, with its default. */
declare const CLUB_SETTINGS_HELP: string;

const NAME = 'brain-appreciation-club';
/** The asset listing every embedded file: [path inside the folder, file mode]. */
const INDEX_ASSET = 'index.json';
/** Written last into a complete folder; its time says when this build last started (for pruning). */
const COMPLETE = '.complete';
/** Other builds' folders untouched for this long are removed when a new build unpacks. */
const PRUNE_AFTER_MS = 30 * 24 * 3600 * 1000;

const COMMANDS: Record<string, 'main' | 'migrate' | 'admin-create' | 'backup' | 'restore' | 'images-backfill'> = {
  serve: 'main',
  migrate: 'migrate',
  'admin:create': 'admin-create',
  'admin-create': 'admin-create',
  backup: 'backup',
  restore: 'restore',
  'images:backfill': 'images-backfill',
};

const HELP = `The Brain Appreciation Club ${CLUB_VERSION}: the whole club in one file.

Usage:
  ${NAME} [serve]
      migrate, seed an empty database and serve on PORT; drains on SIGTERM; one server per
      SQLite DATA_DIR (a second one, migrate and restore are refused while it runs)
  ${NAME} migrate
      apply the migrations to the database (serve does it too)
  ${NAME} admin:create --email ADDRESS
      create an administrator or reset their password (from ADMIN_PASSWORD, or asked for)
  ${NAME} backup [--out FILE]
      a consistent copy of the database while it serves (DATA_DIR/backups/club-<time>.sqlite)
  ${NAME} restore FILE
      put a backup back as the database, after an integrity check; refused while a server runs
      on DATA_DIR (the replaced database is kept as DATA_DIR/backups/pre-restore-<time>.sqlite)
  ${NAME} images:backfill
      make the resized variants of images uploaded before they existed (serve does it too, in the background)
  ${NAME} healthcheck
      exit 0 when the club on HOST:PORT answers /healthz with 200 (for container health checks)
  ${NAME} --version | --help

${CLUB_SETTINGS_HELP}
The files it runs are unpacked once per build into $CACHE_DIRECTORY (systemd's CacheDirectory=),
else $XDG_CACHE_HOME/${NAME}, else ~/.cache/${NAME}.
`;

class Refused extends Error {}

/** Inside the build's folder: V8 checks each entry against its file's contents, and the folder goes with its build. */
const COMPILE_CACHE = '.compile-cache';

function enableCompileCache(dir: string): void {
  // Node 22.1 and later (the binary embeds 24); the types are Node 20's.
  const node = module as { enableCompileCache?: (dir: string) => unknown };
  try {
    node.enableCompileCache?.(dir);
  } catch {
    // Never a reason not to start.
  }
}

/** Where the build's folder may go, best first. */
function cacheBases(env: NodeJS.ProcessEnv): string[] {
  const bases: string[] = [];
  // systemd's CacheDirectory= (a list separated by colons when several are named).
  const systemd = env.CACHE_DIRECTORY?.split(':')[0];
  if (systemd && path.isAbsolute(systemd)) bases.push(systemd);
  if (env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME)) bases.push(path.join(env.XDG_CACHE_HOME, NAME));
  for (const home of [env.HOME, safeHomedir()]) if (home && path.isAbsolute(home)) bases.push(path.join(home, '.cache', NAME));
  // A user without a home (a bare service account): a private folder of its own under /tmp.
  bases.push(path.join(os.tmpdir(), `${NAME}-${process.getuid?.() ?? 'user'}`));
  return [...new Set(bases)];
}

function safeHomedir(): string | undefined {
  try {
    return os.homedir();
  } catch {
    return undefined;
  }
}

/** The folder must be this user's and nobody else's to write: Node loads code from it. */
function checkPrivate(dir: string): void {
  const stat = fs.statSync(dir);
  const uid = process.getuid?.();
  if (!stat.isDirectory()) throw new Refused(`${dir} is not a folder`);
  if (uid !== undefined && stat.uid !== uid) throw new Refused(`${dir} belongs to another user`);
  if (stat.mode & 0o022) throw new Refused(`${dir} can be written by other users`);
}

/** A folder from an earlier start is used when it is complete. */
function isComplete(dir: string): boolean {
  return fs.existsSync(path.join(dir, COMPLETE)) && fs.existsSync(path.join(dir, 'dist', 'server', 'binary-run.js'));
}

function unpackInto(base: string): string {
  fs.mkdirSync(base, { recursive: true, mode: 0o700 });
  checkPrivate(base);
  const dir = path.join(base, CLUB_BUILD_ID);
  if (isComplete(dir)) {
    try {
      const now = new Date();
      fs.utimesSync(path.join(dir, COMPLETE), now, now);
    } catch {
      // A read-only file system (a container run with --read-only): the folder is used as it is.
    }
    return dir;
  }
  // A folder appears only by the rename below, complete; one that is not (files removed by hand)
  // is replaced. Checked again here: another first start may have just renamed its folder into place.
  if (fs.existsSync(dir) && !isComplete(dir)) fs.rmSync(dir, { recursive: true, force: true });
  // Written beside, then renamed: a start that is stopped half-way leaves no half folder, and two
  // starts at once each write their own and the first rename wins.
  const partial = fs.mkdtempSync(path.join(base, `.${CLUB_BUILD_ID}-`));
  try {
    const files = JSON.parse(sea.getAsset(INDEX_ASSET, 'utf8')) as [string, number][];
    for (const [name, mode] of files) {
      const target = path.join(partial, name);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const bytes = sea.getRawAsset(name);
      fs.writeFileSync(target, typeof bytes === 'string' ? bytes : new Uint8Array(bytes), { mode });
    }
    fs.writeFileSync(path.join(partial, COMPLETE), `${CLUB_VERSION} ${CLUB_BUILD_ID}\n`);
    try {
      fs.renameSync(partial, dir);
    } catch (error) {
      if (!isComplete(dir)) throw error;
      fs.rmSync(partial, { recursive: true, force: true });
    }
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
  prune(base);
  return dir;
}

/** Removes other builds' folders not started for a month, and leftovers of interrupted unpacking. */
function prune(base: string): void {
  const now = Date.now();
  for (const entry of fs.readdirSync(base)) {
    if (entry === CLUB_BUILD_ID) continue;
    const dir = path.join(base, entry);
    try {
      if (/^\.[0-9a-f]{16}-/.test(entry) && now - fs.statSync(dir).mtimeMs > 3600_000) fs.rmSync(dir, { recursive: true, force: true });
      else if (/^[0-9a-f]{16}$/.test(entry) && now - fs.statSync(path.join(dir, COMPLETE)).mtimeMs > PRUNE_AFTER_MS)
        fs.rmSync(dir, { recursive: true, force: true });
    } catch {
      // Someone else's business (another start pruning at the same time): left alone.
    }
  }
}

function unpack(): string {
  const reasons: string[] = [];
  for (const base of cacheBases(process.env)) {
    try {
      return unpackInto(base);
    } catch (error) {
      reasons.push(`  ${base}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  throw new Refused(
    `Could not unpack the club's files into a private cache folder:\n${reasons.join('\n')}\nSet XDG_CACHE_HOME to a folder this user can write.`,
  );
}

/** `healthcheck`: asks the running club on HOST:PORT (a wildcard HOST means this machine) for /healthz. */
async function healthcheck(): Promise<number> {
  const port = process.env.PORT?.trim() || '3000';
  const host = process.env.HOST?.trim() || 'localhost';
  const target = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '[::1]' : host.includes(':') ? `[${host}]` : host;
  const url = `http://${target}:${port}/healthz`;
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    console.log(`${url}: ${res.status} ${await res.text()}`);
    return res.status === 200 ? 0 : 1;
  } catch (error) {
    console.error(`${url}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

async function main(): Promise<void> {
  const first = process.argv[2];
  if (first === 'healthcheck') process.exit(await healthcheck());
  if (first === '--version' || first === '-v') {
    console.log(`${NAME} ${CLUB_VERSION} (build ${CLUB_BUILD_ID}, Node.js ${process.version}, ${process.platform}-${process.arch})`);
    return;
  }
  if (first === '--help' || first === '-h' || first === 'help') {
    process.stdout.write(HELP);
    return;
  }
  let command: (typeof COMMANDS)[string] = 'main';
  if (first !== undefined) {
    const named = COMMANDS[first];
    if (!named) {
      console.error(`${NAME}: unknown command or option "${first}".\n\n${HELP}`);
      process.exit(2);
    }
    command = named;
    // The commands read their own arguments from process.argv.slice(2), as under npm.
    process.argv.splice(2, 1);
  }
  if (command === 'admin-create' && !process.argv.slice(2).some((a) => a === '--email' || a.startsWith('--email='))) {
    console.error(`Usage: ${NAME} admin:create --email ADDRESS   (password from ADMIN_PASSWORD or a prompt)`);
    process.exit(2);
  }
  if (process.env.NODE_ENV === 'development') {
    console.error(
      'Invalid environment configuration:\n  NODE_ENV: development needs the source checkout (npm run dev); the binary runs production (the default) or test',
    );
    process.exit(1);
  }
  process.env.NODE_ENV ??= 'production';
  const root = unpack();
  // V8's compiled code of the club's modules, kept beside them after the first start: later starts
  // skip compiling 4 MB of JavaScript (docs/decisions/059). A read-only folder only loses the gain.
  enableCompileCache(path.join(root, COMPILE_CACHE));
  const entry = pathToFileURL(path.join(root, 'dist', 'server', 'binary-run.js')).href;
  const { run } = (await import(entry)) as { run: (command: string, root: string) => Promise<void> };
  await run(command, root);
}

main().catch((error: unknown) => {
  console.error(error instanceof Refused ? error.message : error);
  process.exit(1);
});

import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The build of an earlier commit of this repository, for the upgrade tests
 * (docs/decisions/022-operations.md): `git archive` of the commit into a cache folder keyed by
 * commit, node_modules linked to this checkout's when every package the old lockfile names is
 * installed here at the same version (else `npm ci` there, once), `npm run build` once. Later runs
 * on the same machine find it built. Two test files asking at once share one build (a lock folder).
 */
export const UPGRADE_FROM = '3c9af83';

const root = path.resolve(import.meta.dirname, '../..');
const cacheRoot = process.env.BAC_OLD_BUILDS ?? path.join(os.tmpdir(), 'bac-old-builds');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Lock = { packages?: Record<string, { version?: string }> };

/** Packages the old lockfile wants that this checkout's node_modules lacks or has at another version. */
function lockDifferences(oldLock: Lock, newLock: Lock): string[] {
  const now = newLock.packages ?? {};
  return Object.entries(oldLock.packages ?? {})
    .filter(([name]) => name !== '')
    .filter(([name, info]) => now[name]?.version !== info.version)
    .map(([name, info]) => `${name}@${info.version ?? '?'} (here: ${now[name]?.version ?? 'missing'})`);
}

function run(command: string, args: string[], cwd: string, log: string) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 64 * 1024 * 1024,
  });
  fs.appendFileSync(log, `$ ${command} ${args.join(' ')}\n${result.stdout}${result.stderr}\n`);
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd} (exit ${result.status}); see ${log}`);
}

/** Resolves the commit and answers the folder holding its build (dist/ ready); builds it when needed. */
export async function oldBuild(commit = UPGRADE_FROM): Promise<{ dir: string; commit: string; reused: boolean; note: string }> {
  let full: string;
  try {
    full = execFileSync('git', ['rev-parse', '--verify', `${commit}^{commit}`], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      `The upgrade test needs commit ${commit} in this clone's history (git rev-parse failed). A shallow clone lacks it: fetch the full history (git fetch --unshallow).`,
    );
  }
  const dir = path.join(cacheRoot, full);
  const done = path.join(dir, '.built');
  // A cached build whose linked node_modules is gone (the checkout that built it was removed) is built again.
  if (fs.existsSync(done) && !fs.existsSync(path.join(dir, 'node_modules/.package-lock.json'))) fs.rmSync(done, { force: true });
  if (fs.existsSync(done)) return { dir, commit: full, reused: true, note: fs.readFileSync(done, 'utf8') };

  fs.mkdirSync(cacheRoot, { recursive: true });
  const lock = `${dir}.lock`;
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      if (fs.existsSync(done)) return { dir, commit: full, reused: true, note: fs.readFileSync(done, 'utf8') };
      // A lock older than 15 minutes was left by a run that died.
      if (Date.now() - fs.statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 15 * 60_000)
        fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Waited 15 minutes for another build of ${full} (${lock})`);
      await sleep(1000);
    }
  }
  try {
    if (fs.existsSync(done)) return { dir, commit: full, reused: true, note: fs.readFileSync(done, 'utf8') };
    fs.rmSync(dir, { recursive: true, force: true });
    fs.mkdirSync(dir, { recursive: true });
    const log = path.join(dir, 'build.log');
    const started = Date.now();
    const archive = execFileSync('git', ['archive', '--format=tar', full], { cwd: root, maxBuffer: 512 * 1024 * 1024 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    const oldLock = JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8')) as Lock;
    const newLock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as Lock;
    const differences = lockDifferences(oldLock, newLock);
    let modules: string;
    if (differences.length === 0) {
      fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
      modules = "node_modules linked to this checkout's (every package of the old lockfile installed here at its version)";
    } else {
      run('npm', ['ci', '--no-audit', '--no-fund'], dir, log);
      modules = `npm ci (the lockfiles differ: ${differences.slice(0, 5).join(', ')}${differences.length > 5 ? ', ...' : ''})`;
    }
    run('npm', ['run', 'build'], dir, log);
    const note = `${full}: ${modules}; built in ${Math.round((Date.now() - started) / 1000)} s`;
    fs.writeFileSync(done, note);
    return { dir, commit: full, reused: false, note };
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localServer, runBuiltCommand, spawnWatched, startServer } from '../helpers/server-process';

// One process per SQLite folder, stops from every entry, private files (docs/decisions/039), on the
// compiled server as processes. Needs the build (`npm run build`; `npm test` builds first).

if (!fs.existsSync(path.resolve('dist/server/main.js'))) {
  throw new Error('The ops tests run the compiled server: build it first (npm run build; npm test does).');
}
const dirs: string[] = [];
const started: number[] = [];
afterAll(() => {
  for (const pid of started) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone, as it should be.
    }
  }
  dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-lock-'));
  dirs.push(d);
  return d;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function untilHealthy(base: string, output: () => string) {
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`server did not start:\n${output()}`);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether nothing listens on the port (a listener of our own can take it). */
async function portFree(port: number): Promise<boolean> {
  const probe = net.createServer();
  const free = await new Promise<boolean>((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => resolve(true));
  });
  if (free) await new Promise((r) => probe.close(r));
  return free;
}

/** Every PID below `root` (its children, theirs...), read from /proc. */
function descendants(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(entry)]);
    } catch {
      // Ended while being read.
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => (parents.get(pid) ?? []).forEach((c) => (found.push(c), walk(c)));
  walk(root);
  return found;
}

const pidIn = (dataDir: string) => (JSON.parse(fs.readFileSync(path.join(dataDir, 'server.pid'), 'utf8')) as { pid: number }).pid;

describe('one server per SQLite folder', () => {
  it(
    'refuses a second server and restore, migrate and db:copy while one runs, and never leaves a stale lock',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDir();
      const { base, env } = await localServer(dataDir);
      const first = startServer({ ...env, LOG_LEVEL: 'warn' });
      started.push(first.child.pid ?? 0);
      await untilHealthy(base, first.output);
      const firstPid = first.child.pid ?? 0;
      expect(pidIn(dataDir)).toBe(firstPid);

      // A second server on the same folder (another port): refused at once, naming the first.
      const other = await localServer(dataDir);
      const t0 = performance.now();
      const second = startServer({ ...other.env, LOG_LEVEL: 'warn' });
      started.push(second.child.pid ?? 0);
      const secondExit = await Promise.race([second.exited, sleep(20_000).then(() => null)]);
      if (!secondExit) throw new Error(`a second server started on the same folder:\n${second.output()}`);
      const refusalMs = Math.round(performance.now() - t0);
      console.log(`second start refused in ${refusalMs} ms (exit ${secondExit.code}): ${second.output().trim()}`);
      expect(secondExit.code).toBe(1);
      expect(second.output()).toContain(`in use by PID ${firstPid} (serve, since `);
      expect(refusalMs).toBeLessThan(5000);
      expect(await portFree(Number(other.port))).toBe(true);
      // The first one's mark is untouched and it still serves.
      expect(pidIn(dataDir)).toBe(firstPid);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);

      const backup = path.join(dataDir, 'backups', 'one.sqlite');
      expect(runBuiltCommand('backup', ['--out', backup], env).status).toBe(0);
      const before = fs.readFileSync(path.join(dataDir, 'club.sqlite'));
      const restore = runBuiltCommand('restore', [backup], env);
      expect(restore.status).toBe(1);
      expect(restore.output).toContain(`Not restored: ${dataDir} is in use by PID ${firstPid} (serve`);
      expect(fs.readFileSync(path.join(dataDir, 'club.sqlite')).equals(before)).toBe(true);
      const migrate = runBuiltCommand('migrate', [], env);
      expect(migrate.status).toBe(1);
      expect(migrate.output).toContain(`Not migrated: ${dataDir} is in use by PID ${firstPid}`);
      // db:copy runs from the sources (npm run db:copy); refused before it reaches the PostgreSQL server.
      const copy = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/db-copy.ts', '--to', 'postgres://club@127.0.0.1:1/club'], {
        env: { ...process.env, ...env },
        encoding: 'utf8',
      });
      expect(copy.status).toBe(1);
      expect(`${copy.stdout}${copy.stderr}`).toContain(`Not copied: ${dataDir} is in use by PID ${firstPid}`);
      expect(pidIn(dataDir)).toBe(firstPid);

      // Killed outright: the kernel drops the lock, the next server starts at once.
      first.child.kill('SIGKILL');
      await first.exited;
      const third = startServer({ ...env, LOG_LEVEL: 'warn' });
      started.push(third.child.pid ?? 0);
      await untilHealthy(base, third.output);
      expect(pidIn(dataDir)).toBe(third.child.pid);
      third.child.kill('SIGTERM');
      expect((await third.exited).code).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

      // And a server cannot start while restore holds the folder: restore runs to the end first.
      const restored = runBuiltCommand('restore', [backup], env);
      expect(restored.status, restored.output).toBe(0);
    },
  );

  it('lets PostgreSQL processes share a folder: no lock taken', () => {
    const dataDir = tempDir();
    // Refused by the database (nobody on port 1), not by a lock: nothing is written to the folder.
    const run = runBuiltCommand('migrate', [], { DATA_DIR: dataDir, DATABASE_URL: 'postgres://club@127.0.0.1:1/club' });
    expect(run.status).toBe(1);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

describe('clean stops', () => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`npm start, then ${signal} to npm: npm exits and no process of its tree is left, the port free`, { timeout: 90_000 }, async () => {
      const dataDir = tempDir();
      const { base, port, env } = await localServer(dataDir);
      // detached: its own process group, so the signal reaches npm alone (as from kill or a supervisor).
      const npm = spawn('npm', ['start'], {
        env: { ...process.env, ...env, LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      let output = '';
      npm.stdout.on('data', (d) => (output += d));
      npm.stderr.on('data', (d) => (output += d));
      const exited = new Promise<{ code: number | null; signal: string | null }>((r) =>
        npm.on('exit', (code, sig) => r({ code, signal: sig })),
      );
      started.push(npm.pid ?? 0);
      await untilHealthy(base, () => output);
      const tree = descendants(npm.pid ?? 0);
      started.push(...tree);
      expect(tree).toContain(pidIn(dataDir));
      const t0 = performance.now();
      process.kill(npm.pid ?? 0, signal);
      const exit = await exited;
      for (let i = 0; i < 100 && tree.some(alive); i++) await sleep(100);
      console.log(
        `npm start, ${signal} to npm (${npm.pid}; tree ${tree.join(', ')}): npm exit ${JSON.stringify(exit)}, all gone in ${Math.round(performance.now() - t0)} ms`,
      );
      expect(tree.filter(alive)).toEqual([]);
      expect(await portFree(Number(port))).toBe(true);
      expect(output).toContain(`${signal} received: draining requests`);
      expect(exit.code).toBe(0);
      expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
    });
  }

  it('npm start, then npm killed outright: the server drains and goes by itself', { timeout: 90_000 }, async () => {
    const dataDir = tempDir();
    const { base, port, env } = await localServer(dataDir);
    const npm = spawnWatched('npm', ['start'], { env: { ...process.env, ...env, LOG_LEVEL: 'info' } });
    started.push(npm.child.pid ?? 0);
    await untilHealthy(base, npm.output);
    const server = pidIn(dataDir);
    started.push(server);
    npm.child.kill('SIGKILL');
    await npm.exited;
    for (let i = 0; i < 200 && alive(server); i++) await sleep(100);
    expect(alive(server)).toBe(false);
    expect(await portFree(Number(port))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);
  });
});

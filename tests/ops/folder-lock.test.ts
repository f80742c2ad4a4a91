import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import SQLite from '~/server/db/sqlite-driver';
import { localServer, runBuiltCommand, spawnWatched, startServer, untilHealthy } from '../helpers/server-process';
import { jpegBytes, multipartBody } from '../helpers/upload-fixtures';

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
      // Printed above; the bound only catches a refusal that waits (a busy timeout) rather than one at once.
      expect(refusalMs).toBeLessThan(15_000);
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

describe('private files', () => {
  it(
    'makes DATA_DIR 0700 and every file in it 0600 under umask 000: start, upload, backup, pre-migration copy',
    { timeout: 120_000 },
    async () => {
      const dataDir = path.join(tempDir(), 'data');
      const { base, env } = await localServer(dataDir);
      const admin = { email: 'keeper@example.com', password: 'a long keeper password 7' };
      const loose = (command: string, args: string[] = [], extra: Record<string, string> = {}) =>
        spawnWatched('sh', ['-c', 'umask 000 && exec "$0" "$@"', process.execPath, path.resolve('dist/server', `${command}.js`), ...args], {
          env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env, ...extra },
        });
      const server = loose('main', [], { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
      started.push(server.child.pid ?? 0);
      await untilHealthy(base, server.output);

      const login = await fetch(`${base}/api/admin/login`, {
        method: 'POST',
        headers: { origin: base, 'content-type': 'application/json' },
        body: JSON.stringify(admin),
      });
      expect(login.status, await login.clone().text()).toBeLessThan(300);
      const cookie = String(login.headers.get('set-cookie')).split(';')[0];
      const { payload, contentType } = multipartBody([
        { name: 'image', filename: 'brain.jpg', contentType: 'image/jpeg', data: await jpegBytes(900, 600) },
      ]);
      const upload = await fetch(`${base}/api/admin/upload`, {
        method: 'POST',
        headers: { origin: base, cookie, 'content-type': contentType },
        body: new Uint8Array(payload),
      });
      expect(upload.status, await upload.clone().text()).toBeLessThan(300);
      const backup = loose('backup');
      expect((await backup.exited).code, backup.output()).toBe(0);
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);

      // Pending migrations (the last ones undone by hand; 0022 changes nothing on SQLite): `migrate` copies the database first.
      const db = new SQLite(path.join(dataDir, 'club.sqlite'));
      db.exec(
        `alter table mail_outbox drop column attachments; alter table mail_outbox drop column render; delete from kysely_migration where name in ('0021_mail_attachments', '0022_search_events_dispatch', '0023_mail_render_notes')`,
      );
      db.close();
      const migrate = loose('migrate');
      expect((await migrate.exited).code, migrate.output()).toBe(0);
      expect(migrate.output()).toContain('pre-migration');

      const modes: string[] = [];
      const walk = (dir: string) => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const file = path.join(dir, entry.name);
          modes.push(
            `${(fs.statSync(file).mode & 0o777).toString(8).padStart(4, '0')} ${path.relative(dataDir, file)}${entry.isDirectory() ? '/' : ''}`,
          );
          if (entry.isDirectory()) walk(file);
        }
      };
      modes.push(`${(fs.statSync(dataDir).mode & 0o777).toString(8).padStart(4, '0')} DATA_DIR/`);
      walk(dataDir);
      console.log(`modes in a fresh DATA_DIR under umask 000:\n${modes.join('\n')}`);
      const names = modes.map((m) => m.slice(5));
      for (const expected of ['club.sqlite', 'secrets.key', 'server.lock', 'uploads/', 'backups/', 'backups/pre-migration/'])
        expect(names).toContain(expected);
      expect(names.some((n) => /^backups\/club-.*\.sqlite$/.test(n))).toBe(true);
      expect(names.some((n) => /^backups\/pre-migration\/pre-migration-.*\.sqlite$/.test(n))).toBe(true);
      expect(names.filter((n) => n.startsWith('uploads/') && !n.endsWith('/')).length).toBeGreaterThan(0);
      expect(modes.filter((m) => !(m.endsWith('/') ? m.startsWith('0700 ') : m.startsWith('0600 ')))).toEqual([]);
    },
  );

  it('takes group and other access away from a database and key an earlier version made 0644', { timeout: 60_000 }, async () => {
    const dataDir = tempDir();
    expect(runBuiltCommand('migrate', [], { DATA_DIR: dataDir }).status).toBe(0);
    fs.writeFileSync(path.join(dataDir, 'secrets.key'), `${Buffer.alloc(32, 7).toString('base64')}\n`);
    for (const f of ['club.sqlite', 'secrets.key']) fs.chmodSync(path.join(dataDir, f), 0o644);
    const { base, env } = await localServer(dataDir);
    const server = startServer({ ...env, LOG_LEVEL: 'warn' });
    started.push(server.child.pid ?? 0);
    await untilHealthy(base, server.output);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(server.output()).toContain('Made private (mode 600)');
    for (const f of ['club.sqlite', 'secrets.key']) expect(fs.statSync(path.join(dataDir, f)).mode & 0o777).toBe(0o600);
  });
});

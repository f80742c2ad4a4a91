import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from '~/server/db/sqlite-driver';
import { describe, expect, it } from 'vitest';
import { localServer, runBuiltCommand, spawnWatched, startServer, untilHealthy } from '../helpers/server-process';
import { useTempDirs } from '../helpers/temp-dirs';

// Backups (docs/decisions/022-operations.md): a backup taken while the compiled server
// takes writes, put back by `restore`, holds every write acknowledged before the backup began.
// Needs the build (`npm run build`; `npm test` builds first).

const tempDir = useTempDirs('bac-restore-');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/**
 * The server runs with the read cache's write window (docs/decisions/032): a write is answered
 * after the window in which it reached the cache, up to WINDOW_MS after its commit. A comment
 * committed just before the copy was taken may so be acknowledged after the backup ended; one
 * acknowledged more than ACK_DELAY_MS (the window and the answer's way back on a busy machine)
 * after it was committed after it.
 */
const WINDOW_MS = 100;
const ACK_DELAY_MS = WINDOW_MS + 400;
if (!fs.existsSync(path.resolve('dist/server/main.js'))) {
  throw new Error('The ops tests run the compiled server: build it first (npm run build; npm test does).');
}

/** Runs one compiled command while the test goes on (runBuiltCommand waits for it). */
async function runAsync(command: string, args: string[], env: Record<string, string>) {
  const run = spawnWatched(process.execPath, [path.resolve('dist/server', `${command}.js`), ...args], {
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
  return { status: (await run.exited).code, output: run.output() };
}

describe('restore', () => {
  it('puts back a backup taken under write load, with every write acknowledged before it began', { timeout: 90_000 }, async () => {
    const dataDir = tempDir();
    const { base, env: where } = await localServer(dataDir);
    const env = {
      ...where,
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
      LOG_LEVEL: 'warn',
      READ_CACHE_WRITE_WINDOW_MS: String(WINDOW_MS),
    };
    const server = startServer(env);
    await untilHealthy(base, server.output);
    const items = (await (await fetch(`${base}/api/content`)).json()) as { id: number }[];
    const id = items[0].id;

    // Writers: 6 loops posting comments; each acknowledgement (201) is timed.
    const acked: { text: string; at: number }[] = [];
    let stop = false;
    let n = 0;
    const writer = async (w: number) => {
      while (!stop) {
        const text = `load ${w}-${n++}`;
        const res = await fetch(`${base}/api/content/${id}/comments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ authorName: 'Loader', authorEmail: 'loader@example.com', comment: text }),
        });
        if (res.status === 201) acked.push({ text, at: performance.now() });
        else throw new Error(`write refused: ${res.status} ${await res.text()}`);
      }
    };
    const writers = Array.from({ length: 6 }, (_, w) => writer(w));
    // Under way for at least 1.5 s and 30 writes, however busy the machine is.
    await sleep(1500);
    for (let i = 0; i < 200 && acked.length < 30; i++) await sleep(100);

    const out = path.join(dataDir, 'backups', 'under-load.sqlite');
    const backupStart = performance.now();
    const backup = await runAsync('backup', ['--out', out], env);
    const backupEnd = performance.now();
    expect(backup.status, backup.output).toBe(0);
    await sleep(700);
    for (let i = 0; i < 100 && acked.filter((a) => a.at > backupEnd + ACK_DELAY_MS).length < 10; i++) await sleep(100);
    stop = true;
    await Promise.all(writers);

    const before = acked.filter((a) => a.at < backupStart);
    const during = acked.filter((a) => a.at >= backupStart && a.at <= backupEnd + ACK_DELAY_MS);
    const after = acked.filter((a) => a.at > backupEnd + ACK_DELAY_MS);
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(after.length).toBeGreaterThan(0);

    // Refused while the server runs on the folder.
    const refused = runBuiltCommand('restore', [out], env);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`Not restored: ${dataDir} is in use by PID ${server.child.pid} (serve, since `);

    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

    const restoreStart = performance.now();
    const restored = runBuiltCommand('restore', [out], env);
    const restoreMs = performance.now() - restoreStart;
    expect(restored.status, restored.output).toBe(0);
    expect(restored.output).toMatch(/Restored .* integrity ok\)\. The database it replaced is kept at .*pre-restore-.*\.sqlite/);

    const db = new SQLite(path.join(dataDir, 'club.sqlite'), { readonly: true });
    const present = new Set(
      (db.prepare(`select comment from comments where comment like 'load %'`).all() as { comment: string }[]).map((r) => r.comment),
    );
    db.close();
    const missing = before.filter((a) => !present.has(a.text));
    expect(missing).toEqual([]);
    // The copy stops somewhere during the backup: nothing acknowledged after it (and the longest a
    // write committed before it may wait for its answer) is in it.
    expect(after.filter((a) => present.has(a.text))).toEqual([]);
    const figures = {
      acknowledgedBeforeBackup: before.length,
      acknowledgedDuringBackup: during.length,
      ofThoseInTheBackup: during.filter((a) => present.has(a.text)).length,
      acknowledgedAfterBackup: after.length,
      acknowledgedJustAfterBackup: acked.filter((a) => a.at > backupEnd && a.at <= backupEnd + ACK_DELAY_MS).length,
      ofThoseJustAfterInTheBackup: acked.filter((a) => a.at > backupEnd && a.at <= backupEnd + ACK_DELAY_MS && present.has(a.text)).length,
      backupMs: Math.round(backupEnd - backupStart),
      restoreMs: Math.round(restoreMs),
      backupKB: Math.round(fs.statSync(out).size / 1024),
    };
    console.log(`restore figures: ${JSON.stringify(figures)}`);

    // The restored folder serves again, with the restored comments (pending ones are counted by the admin).
    const again = startServer(env);
    await untilHealthy(base, again.output);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect((await again.exited).code).toBe(0);
  });

  it('refuses a damaged file, a file that is not the club, and one from a newer build, touching nothing', () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir };
    expect(runBuiltCommand('migrate', [], env).status).toBe(0);
    const live = path.join(dataDir, 'club.sqlite');
    const good = path.join(dataDir, 'good.sqlite');
    expect(runBuiltCommand('backup', ['--out', good], env).status).toBe(0);
    const liveBytes = fs.readFileSync(live);

    const damaged = path.join(dataDir, 'damaged.sqlite');
    const bytes = fs.readFileSync(good);
    for (let i = 8192; i < bytes.length; i += 4096) bytes.fill(0xa5, i + 100, i + 400);
    fs.writeFileSync(damaged, bytes);
    const d = runBuiltCommand('restore', [damaged], env);
    expect(d.status).toBe(1);
    expect(d.output).toMatch(/Not restored: .*damaged\.sqlite (failed SQLite's integrity check|cannot be read|cannot be opened)/);

    const text = path.join(dataDir, 'notes.txt');
    fs.writeFileSync(text, 'not a database at all, but long enough to look like a file. '.repeat(200));
    expect(runBuiltCommand('restore', [text], env).output).toContain('Not restored');

    const other = path.join(dataDir, 'other.sqlite');
    const o = new SQLite(other);
    o.exec('create table t (x)');
    o.close();
    expect(runBuiltCommand('restore', [other], env).output).toContain("is not the club's database");

    const newer = path.join(dataDir, 'newer.sqlite');
    fs.copyFileSync(good, newer);
    const n = new SQLite(newer);
    n.prepare(`insert into kysely_migration (name, timestamp) values ('9999_future', '2030-01-01')`).run();
    n.close();
    const r = runBuiltCommand('restore', [newer], env);
    expect(r.status).toBe(1);
    expect(r.output).toContain('made by a newer build (migrations this build does not know: 9999_future)');
    expect(fs.readFileSync(live).equals(liveBytes)).toBe(true);

    // server.pid is what a holder of the lock says about itself, not the lock (docs/decisions/039):
    // one left by a killed server, here or on another host, blocks nothing.
    fs.writeFileSync(path.join(dataDir, 'server.pid'), JSON.stringify({ pid: 1, hostname: 'another-container', startedAt: 'then' }));
    const leftOver = runBuiltCommand('restore', [good], env);
    expect(leftOver.status, leftOver.output).toBe(0);
    fs.writeFileSync(path.join(dataDir, 'server.pid'), JSON.stringify({ pid: 2 ** 22 + 7, hostname: os.hostname(), startedAt: 'then' }));
    const stale = runBuiltCommand('restore', [good], env);
    expect(stale.status, stale.output).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.pid'))).toBe(false);

    // PostgreSQL is restored with its own tool: the command says how, and does nothing.
    const pg = runBuiltCommand('restore', [good], { ...env, DATABASE_URL: 'postgres://club@127.0.0.1:1/club' });
    expect(pg.status).toBe(2);
    expect(pg.output).toContain('pg_restore --clean --if-exists --dbname="$DATABASE_URL"');
  });
});

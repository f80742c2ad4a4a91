import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite, { type SqliteConnection } from './db/sqlite-driver';

/**
 * One process at a time on a SQLite folder (docs/decisions/039-one-server-per-folder.md): the
 * server, `restore`, `migrate` and `db:copy` each hold `DIR/server.lock` for as long as they run.
 *
 * The lock is SQLite's own: the file is opened as a database with no busy timeout, put in
 * exclusive locking mode and left inside `BEGIN EXCLUSIVE`. SQLite takes POSIX fcntl locks, which
 * the kernel drops when the process dies, so a `kill -9` never leaves a stale lock, and a second
 * opener gets SQLITE_BUSY at once. better-sqlite3 is already loaded (also in the single binary),
 * so no other native addon is needed.
 *
 * Nothing else in the holding process may open server.lock: closing any descriptor of a file
 * drops every fcntl lock the process has on it. So the holder's PID goes to `DIR/server.pid`,
 * written after the lock is held, and read by a refused opener for its message; the lock file
 * itself is never read, rewritten or removed (removing it would let a second process lock a new
 * file while the first still holds the old one).
 */
export type Holder = { pid: number; hostname: string; command: string; startedAt: string };

export const LOCK_FILE = 'server.lock';
export const PID_FILE = 'server.pid';

/** Another process holds the folder; `holder` is what its server.pid says (null when unreadable). */
export class FolderBusy extends Error {
  constructor(
    readonly dir: string,
    readonly holder: Holder | null,
  ) {
    super(
      holder
        ? `${dir} is in use by PID ${holder.pid} (${holder.command}, since ${holder.startedAt}${holder.hostname === os.hostname() ? '' : `, on host ${holder.hostname}`}): ` +
            'one process at a time on a SQLite data folder.'
        : `${dir} is in use by another process (its ${PID_FILE} could not be read): one process at a time on a SQLite data folder.`,
    );
    this.name = 'FolderBusy';
  }
}

export type FolderLock = { dirs: string[]; release: () => void };

/** Process-wide: the connections must live as long as the process does (and are never collected). */
const held = new Map<string, { db: SqliteConnection; mark: Holder }>();

function lockOne(dir: string, command: string): void {
  const key = path.resolve(dir);
  if (held.has(key)) return;
  fs.mkdirSync(key, { recursive: true, mode: 0o700 });
  const db = new SQLite(path.join(key, LOCK_FILE), { timeout: 0 });
  try {
    // MEMORY: no server.lock-journal beside it; nothing is ever written to this database.
    db.pragma('journal_mode = MEMORY');
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
  } catch (error) {
    db.close();
    if ((error as { code?: unknown }).code === 'SQLITE_BUSY') throw new FolderBusy(key, readHolder(key));
    throw error;
  }
  const mark: Holder = { pid: process.pid, hostname: os.hostname(), command, startedAt: new Date().toISOString() };
  // Through a new name renamed into place: a refused opener never reads half a file.
  const temporary = path.join(key, `${PID_FILE}.${process.pid}.tmp`);
  fs.writeFileSync(temporary, `${JSON.stringify(mark)}\n`, { mode: 0o600 });
  fs.renameSync(temporary, path.join(key, PID_FILE));
  held.set(key, { db, mark });
}

function releaseOne(dir: string): void {
  const lock = held.get(dir);
  if (!lock) return;
  held.delete(dir);
  // server.pid first, while the lock is still held: it can only be this process's.
  try {
    fs.rmSync(path.join(dir, PID_FILE), { force: true });
  } catch {
    // The folder is gone: nothing to undo.
  }
  lock.db.close();
}

/**
 * Holds every folder of `dirs` (DATA_DIR, and the database's folder when it is elsewhere) for
 * `command`, or throws FolderBusy naming the holder, holding none. Released by `release()`, at
 * the process's exit, or by the kernel when it dies.
 */
export function lockFolders(dirs: string[], command: string): FolderLock {
  const unique = [...new Set(dirs.map((d) => path.resolve(d)))];
  const taken: string[] = [];
  try {
    for (const dir of unique) {
      if (!held.has(dir)) taken.push(dir);
      lockOne(dir, command);
    }
  } catch (error) {
    taken.forEach(releaseOne);
    throw error;
  }
  const release = () => taken.forEach(releaseOne);
  process.once('exit', release);
  return { dirs: unique, release };
}

/** The folders a SQLite configuration writes to: DATA_DIR, and the database file's folder. */
export function sqliteFolders(dataDir: string, databaseFile: string): string[] {
  return databaseFile === ':memory:' ? [dataDir] : [dataDir, path.dirname(databaseFile)];
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * What DIR/server.pid says. Retried briefly: a holder writes it just after taking the lock, so an
 * opener refused in that instant would otherwise find nothing (or an earlier holder's mark).
 */
function readHolder(dir: string): Holder | null {
  const file = path.join(dir, PID_FILE);
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Holder>;
      // A mark naming a dead process on this host is a killed holder's, not yet replaced.
      if (typeof parsed.pid === 'number' && typeof parsed.hostname === 'string' && (parsed.hostname !== os.hostname() || alive(parsed.pid)))
        return {
          pid: parsed.pid,
          hostname: parsed.hostname,
          command: typeof parsed.command === 'string' ? parsed.command : 'serve',
          startedAt: String(parsed.startedAt ?? ''),
        };
    } catch {
      // Not there yet, or being renamed into place.
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
  }
  return null;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The server's mark on its data folder (docs/decisions/022-operations.md): `DATA_DIR/server.pid`
 * says which process serves from it, so `restore` can refuse to swap the database under a
 * running server. Written when the server listens, removed when it stops; a file left by a
 * process that died is recognised as stale (no such process on this host).
 */
type ServerMark = { pid: number; hostname: string; startedAt: string };

const markFile = (dataDir: string) => path.join(dataDir, 'server.pid');

export function writeMark(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = markFile(dataDir);
  const mark: ServerMark = { pid: process.pid, hostname: os.hostname(), startedAt: new Date().toISOString() };
  fs.writeFileSync(file, `${JSON.stringify(mark)}\n`);
  let removed = false;
  const remove = () => {
    if (removed) return;
    removed = true;
    try {
      const now = readMark(dataDir);
      if (now?.pid === process.pid && now.hostname === mark.hostname) fs.rmSync(file, { force: true });
    } catch {
      // Gone already, or the folder is: nothing to undo.
    }
  };
  process.once('exit', remove);
  return remove;
}

function readMark(dataDir: string): ServerMark | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(markFile(dataDir), 'utf8')) as Partial<ServerMark>;
    if (typeof parsed.pid !== 'number' || typeof parsed.hostname !== 'string') return null;
    return { pid: parsed.pid, hostname: parsed.hostname, startedAt: String(parsed.startedAt ?? '') };
  } catch {
    return null;
  }
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
 * Whether a server may be running on `dataDir`: 'running' (a live process on this host),
 * 'unknown' (a mark from another host, such as another container on a shared volume, whose
 * process cannot be checked from here), or null (no mark, or a stale one).
 */
export function serverOnFolder(dataDir: string): { state: 'running' | 'unknown'; mark: ServerMark } | null {
  const mark = readMark(dataDir);
  if (!mark) return null;
  if (mark.hostname !== os.hostname()) return { state: 'unknown', mark };
  if (mark.pid === process.pid) return null;
  return alive(mark.pid) ? { state: 'running', mark } : null;
}

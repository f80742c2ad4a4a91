import fs from 'node:fs';
import path from 'node:path';

/**
 * Files private by default (docs/decisions/039-one-server-per-folder.md): the database holds
 * emails and password hashes, the backups are copies of it, DATA_DIR/secrets.key opens what is
 * sealed. Every command that writes in DATA_DIR calls this first, so what it creates (the folder,
 * the database and its -wal and -shm, which SQLite makes with the database's mode, backups,
 * pre-migration copies, uploads) is the user's alone whatever umask it was started with (000 in
 * some containers and CI runners); systemd's UMask=0077 said so for the unit only.
 */
export function privateByDefault(): void {
  process.umask(0o077);
}

/**
 * Takes group and other access away from files an earlier version made with the umask's mode;
 * returns the ones changed (to say so in the log). A file of another user is left alone.
 */
export function tightenModes(files: string[]): string[] {
  const changed: string[] = [];
  for (const file of files) {
    try {
      const stat = fs.statSync(file);
      if (!stat.isFile() || (stat.mode & 0o077) === 0) continue;
      fs.chmodSync(file, stat.mode & 0o700);
      changed.push(file);
    } catch {
      // Absent, or not ours to change.
    }
  }
  return changed;
}

/** The SQLite files of a data folder that hold the club's data: the database, its WAL, and the backups. */
export function sqliteDataFiles(dataDir: string, databaseFile: string): string[] {
  const files = databaseFile === ':memory:' ? [] : ['', '-wal', '-shm'].map((s) => `${databaseFile}${s}`);
  for (const dir of [path.join(dataDir, 'backups'), path.join(dataDir, 'backups', 'pre-migration')]) {
    try {
      for (const name of fs.readdirSync(dir)) if (name.endsWith('.sqlite')) files.push(path.join(dir, name));
    } catch {
      // No backups yet.
    }
  }
  return files;
}

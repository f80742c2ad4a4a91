import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sqliteDataFiles, tightenModes } from './private-files';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-private-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const mode = (f: string) => fs.statSync(f).mode & 0o777;

describe('private files', () => {
  it('lists the database, its WAL files and the backups', () => {
    fs.mkdirSync(path.join(dir, 'backups', 'pre-migration'), { recursive: true });
    for (const f of ['club.sqlite', 'backups/club-1.sqlite', 'backups/notes.txt', 'backups/pre-migration/pre-migration-1.sqlite'])
      fs.writeFileSync(path.join(dir, f), '');
    expect(sqliteDataFiles(dir, path.join(dir, 'club.sqlite')).map((f) => path.relative(dir, f))).toEqual([
      'club.sqlite',
      'club.sqlite-wal',
      'club.sqlite-shm',
      'backups/club-1.sqlite',
      'backups/pre-migration/pre-migration-1.sqlite',
    ]);
  });

  it('takes group and other access away, and says which files it changed', () => {
    const open = path.join(dir, 'open');
    const closed = path.join(dir, 'closed');
    fs.writeFileSync(open, '');
    fs.writeFileSync(closed, '');
    fs.chmodSync(open, 0o664);
    fs.chmodSync(closed, 0o600);
    expect(tightenModes([open, closed, path.join(dir, 'absent')])).toEqual([open]);
    expect(mode(open)).toBe(0o600);
    expect(mode(closed)).toBe(0o600);
  });
});

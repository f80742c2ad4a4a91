import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FolderBusy, lockFolders, sqliteFolders } from './server-lock';
import { useTempDirs } from '../../tests/helpers/temp-dirs';

const tempDir = useTempDirs('bac-server-lock-');

const markPid = (dir: string) => (JSON.parse(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8')) as { pid: number }).pid;

/** Another process holding `dir` (the lock is per process: this one cannot test itself). */
async function holder(dir: string) {
  const code = `const { lockFolders } = await import(${JSON.stringify(path.resolve('src/server/server-lock.ts'))});
lockFolders([${JSON.stringify(dir)}], 'test-holder'); console.log('held'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('held') && resolve());
    child.once('exit', (c) => reject(new Error(`holder exited ${c}`)));
  });
  return child;
}

describe('lockFolders', () => {
  it('is refused while another process holds the folder, naming it, and free once it is killed', async () => {
    const dir = tempDir();
    const child = await holder(dir);
    const error: unknown = (() => {
      try {
        lockFolders([dir], 'test');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(FolderBusy);
    expect((error as FolderBusy).holder?.pid).toBe(child.pid);
    expect((error as FolderBusy).message).toContain(`in use by PID ${child.pid} (test-holder, since `);
    // Nothing of the refused attempt is left: the holder's mark stays.
    expect(markPid(dir)).toBe(child.pid);

    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await gone;
    const lock = lockFolders([dir], 'test');
    expect(markPid(dir)).toBe(process.pid);
    lock.release();
    expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(true);
  });

  it('holds none of the folders when one of them is taken', async () => {
    const [free, taken] = [tempDir(), tempDir()];
    const child = await holder(taken);
    try {
      expect(() => lockFolders([free, taken], 'test')).toThrow(FolderBusy);
      expect(fs.existsSync(path.join(free, 'server.pid'))).toBe(false);
      // Released: taken again at once by this process.
      lockFolders([free], 'test').release();
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('names DATA_DIR and the database folder once each', () => {
    expect(sqliteFolders('/srv/data', '/srv/data/club.sqlite')).toEqual(['/srv/data', '/srv/data']);
    expect(sqliteFolders('/srv/data', '/var/db/club.sqlite')).toEqual(['/srv/data', '/var/db']);
    expect(sqliteFolders('/srv/data', ':memory:')).toEqual(['/srv/data']);
  });
});

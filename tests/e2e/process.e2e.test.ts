import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';

/** Starts the real server process (as `npm start` does after building) on a free port. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

it('serves, then drains and exits cleanly on SIGTERM, leaving a consistent database', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-proc-'));
  const port = String(40000 + Math.floor(Math.random() * 20000));
  const server = startServer({ DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1' });
  await expect.poll(() => server.output(), { timeout: 20000 }).toContain('is open at');
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(await health.json()).toEqual({ status: 'ok' });
  const home = await fetch(`http://127.0.0.1:${port}/`);
  expect(await home.text()).toContain('<div id="root">');
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('SIGTERM received');
  // WAL checkpointed on close: no -wal file left behind.
  expect(fs.existsSync(path.join(dataDir, 'club.sqlite'))).toBe(true);
  expect(fs.existsSync(path.join(dataDir, 'club.sqlite-wal'))).toBe(false);
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 40000);

it('refuses to start with a bad setting, naming the variable', async () => {
  const server = startServer({ PORT: 'eighty', DATA_DIR: os.tmpdir() });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain('PORT');
});

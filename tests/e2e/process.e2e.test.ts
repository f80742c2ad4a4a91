import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The real server process, no browser: runs with or without Chromium.

/** Starts the real server process (as `npm start` does after building). */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return { child, exited, output: () => output };
}

/** A port nobody listens on right now (the OS picks it). */
async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

test('serves, then drains and exits cleanly on SIGTERM, leaving a consistent database', async () => {
  test.setTimeout(40_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-proc-'));
  const port = String(await freePort());
  const server = startServer({ DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1' });
  await expect.poll(() => server.output(), { timeout: 20_000 }).toContain('is open at');
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(await health.json()).toEqual({ status: 'ok' });
  // The home page, rendered by the server: its content and the script that hydrates it.
  const home = await fetch(`http://127.0.0.1:${port}/`);
  expect(home.status).toBe(200);
  const html = await home.text();
  expect(html).toMatch(/<h1[^>]*>The Brain Appreciation Club<\/h1>/);
  expect(html).toMatch(/<script type="module" src="\/assets\/main-[\w-]+\.js"><\/script>/);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  expect(server.output()).toContain('SIGTERM received');
  // WAL checkpointed on close: no -wal file left behind.
  expect(fs.existsSync(path.join(dataDir, 'club.sqlite'))).toBe(true);
  expect(fs.existsSync(path.join(dataDir, 'club.sqlite-wal'))).toBe(false);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('refuses to start with a bad setting, naming the variable', async () => {
  const server = startServer({ PORT: 'eighty', DATA_DIR: os.tmpdir() });
  expect(await server.exited).toBe(1);
  expect(server.output()).toContain('PORT');
});

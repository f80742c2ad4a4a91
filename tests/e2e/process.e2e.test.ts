import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import SQLite from '~/server/db/sqlite-driver';
import { localServer, runBuiltCommand, startServer } from '../helpers/server-process';

// The compiled server process (what `npm start` runs), no browser: runs with or without Chromium.

test('serves, then drains and exits cleanly on SIGTERM, leaving a consistent database', async () => {
  test.setTimeout(40_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-proc-'));
  const { base, env } = await localServer(dataDir);
  const server = startServer(env);
  await expect.poll(() => server.output(), { timeout: 20_000 }).toContain('is open at');
  const health = await fetch(`${base}/healthz`);
  expect(await health.json()).toEqual({ status: 'ok' });
  // The home page, rendered by the server: its content and the script that hydrates it.
  const home = await fetch(`${base}/`);
  expect(home.status).toBe(200);
  const html = await home.text();
  expect(html).toMatch(/<h1[^>]*>The Brain Appreciation Club<\/h1>/);
  // The entry script is loaded after the first paint by the inline loader (src/server/pages.ts, deferScripts).
  expect(html).toMatch(/<script nonce="[\w+/=-]+">document\.currentScript\.remove\(\);[^<]*\("\/assets\/main-[\w-]+\.js",\[/);
  // The stylesheet is written into the page (no render-blocking request).
  expect(html).toMatch(/<head><meta charSet="utf-8"[^>]*><style>[^<]*@font-face/);
  expect(html).not.toContain('rel="stylesheet"');
  // The compiled server and the rendering bundle agree on errors: a missing item is the route's 404.
  const missing = await fetch(`${base}/exhibitions/99999`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('Exhibition Not Found');
  server.child.kill('SIGTERM');
  expect((await server.exited).code).toBe(0);
  expect(server.output()).toContain('SIGTERM received');
  // WAL checkpointed on close: no -wal file left behind.
  expect(fs.existsSync(path.join(dataDir, 'club.sqlite'))).toBe(true);
  expect(fs.existsSync(path.join(dataDir, 'club.sqlite-wal'))).toBe(false);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('refuses to start with a bad setting, naming the variable', async () => {
  const server = startServer({ PORT: 'eighty', DATA_DIR: os.tmpdir() });
  expect((await server.exited).code).toBe(1);
  expect(server.output()).toContain('PORT');
});

test('migrate, admin:create and backup run from the build', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-cmd-'));
  const env = { DATA_DIR: dataDir };
  const migrated = runBuiltCommand('migrate', [], env);
  expect(migrated.output).toContain('Applied 0001_initial');
  expect(migrated.status).toBe(0);
  expect(runBuiltCommand('migrate', [], env).output).toContain('is up to date');

  const created = runBuiltCommand('admin-create', ['--email', 'Keeper@Club.example'], { ...env, ADMIN_PASSWORD: 'a long enough secret' });
  expect(created.output).toContain('Created the administrator keeper@club.example');
  expect(created.status).toBe(0);

  const out = path.join(dataDir, 'copy.sqlite');
  const backup = runBuiltCommand('backup', ['--out', out], env);
  expect(backup.status).toBe(0);
  const copy = new SQLite(out, { readonly: true });
  expect(copy.prepare('select email from admin_users').all()).toEqual([{ email: 'keeper@club.example' }]);
  copy.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

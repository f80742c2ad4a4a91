import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import SQLite from '~/server/db/sqlite-driver';
import { envSchema } from '~/server/config';
import { freePort, spawnWatched } from '../helpers/server-process';
import sharp from 'sharp';
import { jpegBytes, mp4Bytes, multipartBody, quizVideoFields, quizVideoFile } from '../helpers/upload-fixtures';

// The single binary (docs/decisions/017-single-binary.md), copied alone into an empty
// folder and run with an environment that has no Node.js: no `node` on PATH, no node_modules, no
// checkout. No browser: runs with or without Chromium.

const NAME = 'brain-appreciation-club';
const built = path.resolve('dist/bin', NAME);

/** Builds the binary when it is missing or older than the build it embeds (`npm run build` must have run). */
function ensureBinary() {
  const inputs = ['dist/client/.vite/manifest.json', 'dist/server/entry-server.js', 'dist/server/main.js', 'dist/server/binary-run.js'].map(
    (f) => path.resolve(f),
  );
  const missing = inputs.find((f) => !fs.existsSync(f));
  if (missing) throw new Error(`${missing} is missing: run \`npm run build\` (or \`npm run build:binary\`) first`);
  const newest = Math.max(...inputs.map((f) => fs.statSync(f).mtimeMs));
  if (fs.existsSync(built) && fs.statSync(built).mtimeMs >= newest) return;
  const result = spawnSync(process.execPath, ['scripts/build-binary.mjs'], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`build-binary failed:\n${result.stdout}${result.stderr}`);
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-binary-'));
const binary = path.join(folder, NAME);
// PATH holds one empty folder: nothing to run but the binary itself, so no `node` either.
const emptyBin = path.join(folder, 'empty-bin');
const baseEnv = { PATH: emptyBin, HOME: folder, LANG: 'C.UTF-8' };
let port = 0;
let origin = '';
let server: ReturnType<typeof spawnWatched>;

function start(env: Record<string, string> = {}) {
  return spawnWatched(binary, [], { cwd: folder, env: { ...baseEnv, PORT: String(port), HOST: '127.0.0.1', ...env } });
}

function runCommand(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(binary, args, { cwd: folder, env: { ...baseEnv, ...env }, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ensureBinary();
  fs.copyFileSync(built, binary);
  fs.chmodSync(binary, 0o755);
  fs.mkdirSync(emptyBin);
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
});

test.afterAll(() => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  fs.rmSync(folder, { recursive: true, force: true });
});

test('the environment has no Node.js: no node on PATH, none beside the binary', () => {
  const which = spawnSync('/bin/sh', ['-c', 'command -v node'], { env: baseEnv, encoding: 'utf8' });
  expect(which.status).not.toBe(0);
  expect(fs.readdirSync(folder).sort()).toEqual(['brain-appreciation-club', 'empty-bin']);
});

test('--version, --help, and a refusal of unknown commands', () => {
  const version = runCommand(['--version']);
  expect(version.status).toBe(0);
  const match = /^brain-appreciation-club (\d+\.\d+\.\d+) \(build [0-9a-f]{16}, Node\.js v(\d+)\.\d+\.\d+, linux-x64\)/.exec(
    version.output,
  );
  expect(match, version.output).not.toBeNull();
  expect(match?.[1]).toBe((JSON.parse(fs.readFileSync('package.json', 'utf8')) as { version: string }).version);
  // A supported LTS (docs/decisions/023): Node 20 reached its end of life in April 2026.
  expect(Number(match?.[2])).toBeGreaterThanOrEqual(24);
  const help = runCommand(['--help']);
  expect(help.status).toBe(0);
  for (const word of ['admin:create --email', 'backup', 'migrate', 'PORT', 'DATA_DIR']) expect(help.output).toContain(word);
  // Every variable of the schema the server parses, with its default (issue 39: the help was written by hand).
  for (const name of Object.keys(envSchema.shape)) expect(help.output).toMatch(new RegExp(`^ {2}${name} \\((default|unset)`, 'm'));
  expect(help.output).toContain('READ_CACHE_WRITE_WINDOW_MS (default 250)');
  const unknown = runCommand(['frobnicate']);
  expect(unknown.status).toBe(2);
  expect(unknown.output).toContain('unknown command or option "frobnicate"');
});

test('a bad setting stops it with the message naming the variable', () => {
  const bad = runCommand([], { PORT: 'eighty' });
  expect(bad.status).toBe(1);
  expect(bad.output).toContain('Invalid environment configuration');
  expect(bad.output).toContain('PORT');
  const stripe = runCommand([], { STRIPE_SECRET_KEY: 'sk_test_x' });
  expect(stripe.status).toBe(1);
  expect(stripe.output).toContain('STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET');
});

test('migrates, seeds and serves: health, the home page, an exhibition, a comment', async () => {
  test.setTimeout(60_000);
  server = start();
  await expect.poll(() => server.output(), { timeout: 30_000 }).toContain('is open at');
  expect(await (await fetch(`${origin}/healthz`)).json()).toEqual({ status: 'ok' });
  // The container health check asks the same question.
  const check = runCommand(['healthcheck'], { PORT: String(port), HOST: '0.0.0.0' });
  expect(check.output).toContain('200 {"status":"ok"}');
  expect(check.status).toBe(0);
  // DATA_DIR defaults to ./data beside where it runs; the files it runs went to the cache folder.
  expect(fs.existsSync(path.join(folder, 'data', 'club.sqlite'))).toBe(true);
  expect(fs.readdirSync(path.join(folder, '.cache', NAME))).toEqual([expect.stringMatching(/^[0-9a-f]{16}$/)]);

  const home = await fetch(`${origin}/`);
  expect(home.status).toBe(200);
  const html = await home.text();
  const headings = [...html.matchAll(/<h[12][^>]*>([^<]*)<\/h[12]>/g)].map((m) => m[1]);
  expect(headings).toEqual(
    expect.arrayContaining([
      'The Brain Appreciation Club',
      'Fresh from the Reading Room',
      'Current Exhibitions',
      'The Hall of Shame',
      'Join the Fellowship',
      'Correspondence',
    ]),
  );
  // Its script and stylesheet come from the embedded client build (the stylesheet written into the page).
  // (The entry script is named by the inline loader that fetches it after the first paint: src/server/pages.ts.)
  const script = /<script nonce="[\w+/=-]+">document\.currentScript\.remove\(\);[^<]*\("(\/assets\/main-[\w-]+\.js)",\[/.exec(html)?.[1];
  expect(html).toMatch(/<head><meta charSet="utf-8"[^>]*><style>[^<]*@font-face/);
  expect(script).toBeTruthy();
  expect((await fetch(`${origin}${script}`)).status).toBe(200);
  expect((await fetch(`${origin}/seed/exhibition-1.svg`)).status).toBe(200);
  expect((await fetch(`${origin}/api/docs/redoc.standalone.js`)).status).toBe(200);

  const exhibitions = (await (await fetch(`${origin}/api/content`)).json()) as { id: number; title: string }[];
  expect(exhibitions.length).toBeGreaterThan(5);
  const first = exhibitions[0];
  const page = await fetch(`${origin}/exhibitions/${first.id}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(first.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));

  const comment = await fetch(`${origin}/api/content/${first.id}/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      authorName: 'Binary Tester',
      authorEmail: 'tester@club.example',
      comment: 'Served from a single file, and none the worse for it.',
    }),
  });
  expect(comment.status).toBe(201);

  // Payments in demo mode: a checkout and its confirmation with the test card.
  const intent = await fetch(`${origin}/api/create-payment-intent`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ membershipType: 'full' }),
  });
  const checkout = (await intent.json()) as { clientSecret: string; mode: string };
  expect(checkout.mode).toBe('demo');
  const confirmed = await fetch(`${origin}/api/demo-payments/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ clientSecret: checkout.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' }),
  });
  expect(((await confirmed.json()) as { status: string }).status).toBe('succeeded');
});

test('admin:create while it serves, then an admin login, a quiz video upload and an image resized by the binary', async () => {
  test.setTimeout(60_000);
  const created = runCommand(['admin:create', '--email', 'Keeper@Club.example'], { ADMIN_PASSWORD: 'a long enough secret' });
  expect(created.output).toContain('Created the administrator keeper@club.example');
  expect(created.status).toBe(0);

  const login = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email: 'keeper@club.example', password: 'a long enough secret' }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  expect(cookie).toMatch(/=/);
  const me = await fetch(`${origin}/api/admin/me`, { headers: { cookie } });
  expect(me.status).toBe(200);

  const { payload, contentType } = multipartBody([...quizVideoFields(), quizVideoFile(mp4Bytes(2048))]);
  const upload = await fetch(`${origin}/api/admin/reality-readiness/videos`, {
    method: 'POST',
    headers: { 'content-type': contentType, cookie, origin },
    body: new Uint8Array(payload),
  });
  expect(upload.status).toBe(201);
  const video = (await upload.json()) as { videoUrl: string };
  expect(video.videoUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.mp4$/);
  expect(fs.existsSync(path.join(folder, 'data', video.videoUrl))).toBe(true);
  expect((await fetch(`${origin}${video.videoUrl}`)).status).toBe(200);

  // An image: sharp and libvips, unpacked from the binary, make its variants (docs/decisions/031).
  const image = multipartBody([{ name: 'image', filename: 'photo.jpg', contentType: 'image/jpeg', data: await jpegBytes(1000, 600) }]);
  const imageUpload = await fetch(`${origin}/api/admin/upload`, {
    method: 'POST',
    headers: { 'content-type': image.contentType, cookie, origin },
    body: new Uint8Array(image.payload),
  });
  expect(imageUpload.status).toBe(201);
  const { imageUrl } = (await imageUpload.json()) as { imageUrl: string };
  expect(imageUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.jpg\?w=1000&h=600$/);
  const resized = await fetch(`${origin}${imageUrl.replace(/\.jpg\?.*/, '.640.avif')}`);
  expect(resized.status).toBe(200);
  expect(resized.headers.get('content-type')).toBe('image/avif');
  expect(resized.headers.get('cache-control')).toMatch(/immutable/);
  expect(await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).toMatchObject({ width: 640, height: 384 });

  // The password rule's lists (zxcvbn, loaded on first use) work inside the binary: a change, after
  // confirming the password (docs/decisions/036), is refused for a common password and accepted for a
  // good one, answering a new session. Issue 38: this answered 500 in the bundle.
  const trpc = (procedure: string, input: unknown) =>
    fetch(`${origin}/trpc/${procedure}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie },
      body: JSON.stringify(input),
    });
  expect((await trpc('admin.security.confirmIdentity', { password: 'a long enough secret' })).status).toBe(200);
  const common = await trpc('admin.security.changePassword', { currentPassword: 'a long enough secret', newPassword: 'password1234' });
  expect(common.status).toBe(400);
  const changed = await trpc('admin.security.changePassword', {
    currentPassword: 'a long enough secret',
    newPassword: 'quill-marmalade-lantern-42',
  });
  expect(changed.status, await changed.clone().text()).toBe(200);
  const renewed = changed.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  expect((await fetch(`${origin}/api/admin/me`, { headers: { cookie: renewed } })).status).toBe(200);
});

test('backup while it serves, a second serve, restore and migrate refused, then SIGTERM drains it and it exits 0', async () => {
  test.setTimeout(60_000);
  const backup = runCommand(['backup', '--out', 'copy.sqlite']);
  expect(backup.output).toContain('integrity ok');
  expect(backup.status).toBe(0);
  const copy = new SQLite(path.join(folder, 'copy.sqlite'), { readonly: true });
  expect(copy.prepare('select email from admin_users').all()).toEqual([{ email: 'keeper@club.example' }]);
  expect(copy.prepare(`select count(*) as n from comments where "authorEmail" = 'tester@club.example'`).get()).toEqual({ n: 1 });
  copy.close();

  // One server per folder inside the binary too (docs/decisions/039): its SQLite lock refuses a
  // second serve (on another port), a restore and a migrate at once, and the binary spawns nothing.
  const pid = server.child.pid;
  const second = runCommand(['serve'], { PORT: String(await freePort()) });
  expect(second.status).toBe(1);
  expect(second.output).toContain(`is in use by PID ${pid} (serve, since `);
  for (const args of [['restore', 'copy.sqlite'], ['migrate']]) {
    const refused = runCommand(args);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`is in use by PID ${pid} (serve, since `);
  }
  const children = fs.readdirSync('/proc').filter((e) => {
    if (!/^\d+$/.test(e)) return false;
    try {
      const stat = fs.readFileSync(`/proc/${e}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
    } catch {
      return false;
    }
  });
  expect(children).toEqual([]);

  server.child.kill('SIGTERM');
  expect((await server.exited).code, server.output().slice(-4000)).toBe(0);
  expect(server.output()).toContain('SIGTERM received');
  expect(fs.existsSync(path.join(folder, 'data', 'club.sqlite-wal'))).toBe(false);
});

test('migrate, images:backfill and restore run from the binary while no server runs', () => {
  test.setTimeout(60_000);
  const migrated = runCommand(['migrate']);
  expect(migrated.output).toContain('is up to date');
  expect(migrated.status).toBe(0);
  const backfilled = runCommand(['images:backfill']);
  expect(backfilled.status, backfilled.output).toBe(0);
  const restored = runCommand(['restore', 'copy.sqlite']);
  expect(restored.status, restored.output).toBe(0);
  const db = new SQLite(path.join(folder, 'data', 'club.sqlite'), { readonly: true });
  expect(db.prepare(`select count(*) as n from comments where "authorEmail" = 'tester@club.example'`).get()).toEqual({ n: 1 });
  db.close();
});

test('starts again from the unpacked files, with Stripe and SMTP configured (their modules load)', async () => {
  test.setTimeout(60_000);
  const again = start({
    STRIPE_SECRET_KEY: 'sk_test_binary',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_binary',
    STRIPE_WEBHOOK_SECRET: 'whsec_binary',
    SMTP_URL: 'smtp://user:pass@127.0.0.1:9',
    MAIL_FROM: 'The Brain Appreciation Club <club@club.example>',
  });
  server = again;
  await expect.poll(() => again.output(), { timeout: 30_000 }).toContain('is open at');
  expect(await (await fetch(`${origin}/healthz`)).json()).toEqual({ status: 'ok' });
  // A webhook without a valid signature is refused by Stripe's SDK itself.
  const webhook = await fetch(`${origin}/api/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
    body: '{}',
  });
  expect(webhook.status).toBe(400);
  again.child.kill('SIGTERM');
  expect((await again.exited).code).toBe(0);
  expect(runCommand(['healthcheck'], { PORT: String(port), HOST: '127.0.0.1' }).status).toBe(1);
});

import { describe, expect, it } from 'vitest';
import { server } from '../helpers/server-under-test';
import { SESSION_COOKIE, sha256 } from '~/server/auth/session';
import { loadConfig } from '~/server/config';
import { errorOutput } from '~/shared/schemas/answers';
import { restRoutes } from '~/server/api/mirror';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminCookie, adminRequest } from '../helpers/admin-session';
import { createTestApp, injectJson, useTestApp } from '../helpers/test-app';

const { t } = useTestApp({ rateLimitWritesPerMinute: 1000 });

const login = (body: unknown, remoteAddress = '10.0.0.1', origin = 'http://localhost:3000') =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
    remoteAddress,
  });

describe('login, me and logout (D19, D20)', () => {
  it('logs in, sets a proper cookie, answers me, and logs out', async () => {
    const cookie = await adminCookie(t.app);
    const res = await login({ email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD }, '10.0.0.50');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: ADMIN_EMAIL });
    const setCookie = String([res.headers['set-cookie']].flat()[0]);
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[a-z0-9]{20,}`));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i); // test environment
    // The absolute lifetime (12 hours by default, docs/decisions/026).
    const maxAge = Number(/Max-Age=(\d+)/i.exec(setCookie)?.[1]);
    expect(maxAge).toBe(12 * 3600);

    const request = adminRequest(t.app, cookie);
    expect(await request('GET', '/api/admin/me')).toMatchObject({ status: 200, json: { email: ADMIN_EMAIL } });
    const out = await request('POST', '/api/admin/logout');
    expect(out.status).toBe(200);
    expect(out.json.message).toBe('Logged out successfully');
    expect(String([out.headers['set-cookie']].flat()[0])).toMatch(/Max-Age=0/i);
    expect((await request('GET', '/api/admin/me')).status).toBe(401);
    // The session row (stored by the hash of its id) is gone.
    const rows = await t.app.services.db
      .selectFrom('admin_sessions')
      .select('id')
      .where('id', '=', sha256(cookie.split('=')[1]))
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses a wrong password or unknown email with 401 and the same message', async () => {
    await adminCookie(t.app);
    for (const body of [
      { email: ADMIN_EMAIL, password: 'wrong-password-here' },
      { email: 'nobody@club.example', password: 'whatever' },
    ]) {
      const res = await login(body, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Invalid email or password' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('validates the login form with the spec messages', async () => {
    const bad = await login({ email: 'not-an-email', password: '' }, '10.0.0.3');
    expect(bad.statusCode).toBe(400);
    expect(errorOutput.parse(bad.json()).issues).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'password', message: 'Password is required' },
      ]),
    );
  });

  it('ends a session idle for longer than the timeout, and at its absolute end whatever its use (no sliding)', async () => {
    const db = t.app.services.db;
    const idle = await adminCookie(t.app);
    await db
      .updateTable('admin_sessions')
      .set({ lastUsedAt: new Date(Date.now() - 31 * 60_000).toISOString() })
      .where('id', '=', sha256(idle.split('=')[1]))
      .execute();
    const idleRes = await injectJson(t.app, 'GET', '/api/admin/me', undefined, { cookie: idle });
    expect(idleRes.status).toBe(401);
    expect(String([idleRes.headers['set-cookie']].flat()[0])).toMatch(/Max-Age=0/i);

    const busy = await adminCookie(t.app);
    const id = sha256(busy.split('=')[1]);
    const before = await db.selectFrom('admin_sessions').select('expiresAt').where('id', '=', id).executeTakeFirstOrThrow();
    expect((await injectJson(t.app, 'GET', '/api/admin/me', undefined, { cookie: busy })).status).toBe(200);
    const after = await db.selectFrom('admin_sessions').select('expiresAt').where('id', '=', id).executeTakeFirstOrThrow();
    expect(after.expiresAt).toBe(before.expiresAt);
    await db
      .updateTable('admin_sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await injectJson(t.app, 'GET', '/api/admin/me', undefined, { cookie: busy })).status).toBe(401);
  });

  it('refuses expired sessions and clears the cookie', async () => {
    const cookie = await adminCookie(t.app);
    const id = sha256(cookie.split('=')[1]);
    await t.app.services.db
      .updateTable('admin_sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    const res = await injectJson(t.app, 'GET', '/api/admin/me', undefined, { cookie });
    expect(res.status).toBe(401);
    expect(String([res.headers['set-cookie']].flat()[0])).toMatch(/Max-Age=0/i);
  });

  it('marks the cookie Secure in production', async () => {
    const prod = await createTestApp({ env: 'production' }, { PUBLIC_URL: 'https://club.example' });
    try {
      await adminCookie(prod.app).catch(() => undefined);
      const res = await prod.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: 'https://club.example', 'content-type': 'application/json' },
        payload: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      });
      expect(res.statusCode).toBe(200);
      // Over https the cookie carries the __Host- prefix: Secure, Path=/, no Domain.
      const setCookie = String([res.headers['set-cookie']].flat()[0]);
      expect(setCookie).toMatch(new RegExp(`^__Host-${SESSION_COOKIE}=`));
      expect(setCookie).toMatch(/; Secure/i);
      expect(setCookie).toMatch(/Path=\//i);
      expect(setCookie).not.toMatch(/Domain=/i);
      const cookie = setCookie.split(';')[0];
      const me = await prod.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
      expect(me.statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });
});

describe('login throttling (D20)', () => {
  it('after 5 failures per address, answers 429 with a clear message, even for the right password', async () => {
    await adminCookie(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: `guess${i}@club.example`, password: 'nope' }, '10.1.1.1')).statusCode).toBe(401);
    }
    const blocked = await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(errorOutput.parse(blocked.json()).error).toMatch(
      /Too many failed login attempts\. Please wait \d+ minutes? before trying again\./,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, '10.1.1.2')).statusCode).toBe(200);
  });

  it('after 5 failures for one email, from any addresses, that email answers 429', async () => {
    const email = 'target@club.example';
    await server.createOrResetAdmin(t.app.services.db, email, 'target-password-123');
    for (let i = 0; i < 5; i++) {
      expect((await login({ email, password: `wrong-${i}` }, `10.2.0.${i + 1}`)).statusCode).toBe(401);
    }
    const blocked = await login({ email, password: 'target-password-123' }, '10.2.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(errorOutput.parse(blocked.json()).error).toMatch(/Too many failed login attempts/);
    // Another email from the same fresh address still works.
    expect((await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, '10.2.0.99')).statusCode).toBe(200);
  });
});

describe('every admin route requires a session (D20)', () => {
  it('walks every admin REST route in /api/openapi.json and gets 401 without a session', async () => {
    const { json } = await injectJson(t.app, 'GET', '/api/openapi.json');
    const checked: string[] = [];
    for (const [path, ops] of Object.entries(json.paths ?? {})) {
      for (const [method, op] of Object.entries(ops ?? {})) {
        if (typeof op !== 'object' || !('tags' in op) || !op.tags?.includes('admin')) continue;
        if (path === '/api/admin/login') continue;
        const url = path.replace('{id}', '1');
        const upper = method.toUpperCase() as 'GET' | 'POST' | 'PATCH' | 'DELETE';
        const body = upper === 'POST' || upper === 'PATCH' ? {} : undefined;
        const res = await injectJson(t.app, upper, url, body);
        expect(res.status, `${upper} ${path}`).toBe(401);
        expect(errorOutput.parse(res.json).error).toBe('Not logged in');
        checked.push(`${upper} ${path}`);
      }
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/admin/me',
        'POST /api/admin/logout',
        'GET /api/admin/comments/pending',
        'PATCH /api/admin/comments/{id}/approve',
        'DELETE /api/admin/comments/{id}',
        'POST /api/admin/content',
        'PATCH /api/admin/content/{id}',
        'DELETE /api/admin/content/{id}',
        'POST /api/admin/recognition',
        'PATCH /api/admin/recognition/{id}',
        'DELETE /api/admin/recognition/{id}',
        'POST /api/admin/shame',
        'PATCH /api/admin/shame/{id}',
        'DELETE /api/admin/shame/{id}',
        'POST /api/admin/arsenal',
        'PATCH /api/admin/arsenal/{id}',
        'DELETE /api/admin/arsenal/{id}',
        'POST /api/admin/intelligence',
        'PATCH /api/admin/intelligence/{id}',
        'DELETE /api/admin/intelligence/{id}',
        'GET /api/admin/membership-applications',
        'DELETE /api/admin/membership-applications/{id}',
        'GET /api/admin/viral-shares',
        'DELETE /api/admin/viral-shares/{id}',
        'GET /api/admin/reality-readiness/videos',
        'POST /api/admin/reality-readiness/videos',
        'DELETE /api/admin/reality-readiness/videos/{id}',
        'POST /api/admin/upload',
        'GET /api/admin/audit-log',
        'GET /api/admin/export/{kind}.csv',
        'GET /api/admin/events/{eventId}/attendees.csv',
      ]),
    );
    // Every mirrored row (login aside) plus the two multipart uploads and the two CSV downloads.
    const adminRows = restRoutes().filter((r) => r.url.startsWith('/api/admin/'));
    expect(checked.length).toBe(adminRows.length - 1 + 4);
  });

  it('walks every admin tRPC procedure and gets UNAUTHORIZED without a session', async () => {
    // The entry procedures make a session (docs/decisions/026); every other admin procedure needs one.
    const entry = [
      'admin.auth.login',
      'admin.auth.passkeyOptions',
      'admin.auth.passkeyLogin',
      'admin.auth.requestPasswordReset',
      'admin.auth.resetPassword',
    ];
    const procedures = Object.entries(server.appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>).filter(
      // The sign-in steps and the invitation page's two procedures are the admin door's open ones (docs/decisions/026, 027).
      ([path]) =>
        path.startsWith('admin.') && !entry.includes(path) && !['admin.staff.invitation', 'admin.staff.acceptInvitation'].includes(path),
    );
    expect(procedures.length).toBeGreaterThanOrEqual(30);
    for (const [path, proc] of procedures) {
      const res =
        proc._def.type === 'query'
          ? await injectJson(t.app, 'GET', `/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ id: 1 }))}`)
          : await injectJson(t.app, 'POST', `/trpc/${path}`, { id: 1 });
      expect(res.status, path).toBe(401);
    }
  });
});

describe('Origin check on cookie-carrying writes (D20)', () => {
  it('refuses a write with the session cookie from another origin, or with none', async () => {
    const cookie = await adminCookie(t.app);
    const request = adminRequest(t.app, cookie);
    const foreign = await request('POST', '/api/admin/logout', undefined, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.json.error).toMatch(/Forbidden/);
    // Through tRPC too.
    const trpc = await injectJson(t.app, 'POST', '/trpc/admin.comments.approve', { id: 1 }, { cookie, origin: 'https://evil.example' });
    expect(trpc.status).toBe(403);
    // No Origin: the Referer decides.
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie, referer: 'https://evil.example/page' } });
    expect(res.statusCode).toBe(403);
    const none = await t.app.inject({ method: 'DELETE', url: '/api/admin/comments/1', headers: { cookie } });
    expect(none.statusCode).toBe(403);
    // A public write carrying the cookie is checked as well.
    const items = (await injectJson(t.app, 'GET', '/api/content')).json;
    const pub = await injectJson(
      t.app,
      'POST',
      `/api/content/${items[0].id}/comments`,
      { authorName: 'A', authorEmail: 'a@b.co', comment: 'c' },
      { cookie, origin: 'https://evil.example' },
    );
    expect(pub.status).toBe(403);
    // The session still works from the site itself, via Referer as well.
    expect((await request('GET', '/api/admin/me', undefined, { origin: 'https://evil.example' })).status).toBe(200);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { cookie, referer: 'http://localhost:3000/admin' },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses a login posted from another origin', async () => {
    const res = await login({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }, '10.3.0.1', 'https://evil.example');
    expect(res.statusCode).toBe(403);
  });

  it('refuses a login in a tRPC batch, from anywhere, with a clear 400 and no cookie (docs/decisions/026)', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:3000']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/trpc/public.analytics.recordView,admin.auth.login?batch=1',
        headers: { origin, 'content-type': 'application/json' },
        payload: JSON.stringify({ 0: { path: '/', sessionKey: 'x' }, 1: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }),
        remoteAddress: '10.3.0.2',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'admin.auth.login cannot be sent in a batch: send it on its own' });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // Alone (a batch of one, as tRPC's batch link sends it) it still signs in.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.auth.login?batch=1',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({ 0: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }),
      remoteAddress: '10.3.0.3',
    });
    expect(String(ok.headers['set-cookie'])).toContain(SESSION_COOKIE);
    expect(ok.headers['cache-control']).toBe('no-store');
  });
});

describe('admin from the environment (D19)', () => {
  it('creates the admin at start when none exists', async () => {
    const env = await createTestApp({}, { ADMIN_EMAIL: 'boot@club.example', ADMIN_PASSWORD: 'boot-password-123' });
    try {
      const rows = await env.app.services.db.selectFrom('admin_users').select(['email', 'passwordHash']).execute();
      expect(rows).toHaveLength(1);
      expect(rows[0].email).toBe('boot@club.example');
      expect(rows[0].passwordHash.startsWith('$argon2id$')).toBe(true);
      const res = await injectJson(env.app, 'POST', '/api/admin/login', { email: 'boot@club.example', password: 'boot-password-123' });
      expect(res.status).toBe(200);
    } finally {
      await env.close();
    }
  });

  it('rejects a short ADMIN_PASSWORD at start', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });
});

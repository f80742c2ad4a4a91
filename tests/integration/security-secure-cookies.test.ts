import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrResetAdmin } from '~/server/services/admin-accounts';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 38, item 7: on a site served over https every cookie the app sets carries `Secure`, so
// none is ever sent over plain http (docs/decisions/038). The session and device cookies had it;
// the `reaction-token` cookie and the one-visit `form-result` cookie (set and cleared) did not.
// The built client serves the pages, which clear the result cookie (`npm test` builds it first).

const SITE = 'https://club.example';
const EMAIL = 'secure.keeper@club.example';
const PASSWORD = 'velvet-orchard-compass-77';

let t: TestApp;
const seen: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ client: 'dist', rateLimitWritesPerMinute: 10_000 }, { PUBLIC_URL: SITE });
  await createOrResetAdmin(t.app.services.db, EMAIL, PASSWORD);
});
afterAll(() => t.close());

/** A request from the site's own pages; every Set-Cookie of its answer is kept in `seen`. */
async function send(method: 'GET' | 'POST', url: string, options: { json?: unknown; form?: Record<string, string>; cookie?: string } = {}) {
  const res = await t.app.inject({
    method,
    url,
    headers: {
      origin: SITE,
      ...(options.cookie && { cookie: options.cookie }),
      ...(options.json !== undefined && { 'content-type': 'application/json' }),
      ...(options.form && { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    ...(options.json !== undefined && { payload: JSON.stringify(options.json) }),
    ...(options.form && { payload: new URLSearchParams(options.form).toString() }),
  });
  const cookies = [res.headers['set-cookie'] ?? []].flat().map(String);
  seen.push(...cookies);
  return { res, cookies };
}

const named = (cookies: string[], name: string) => cookies.find((c) => c.startsWith(`${name}=`));
const pair = (cookie: string | undefined) => String(cookie).split(';')[0];

describe('cookies over https', () => {
  it('the reaction form without JavaScript: the reaction token and the result cookie, then the page that clears it', async () => {
    const comment = await t.app.services.db
      .selectFrom('comments')
      .select(['id', 'contentItemId'])
      .where('isApproved', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const posted = await send('POST', '/forms/reaction', {
      form: {
        contentItemId: String(comment.contentItemId),
        commentId: String(comment.id),
        reaction: 'heart',
        intent: 'add',
        userEmail: 'secure.reactor@example.com',
        website: '',
      },
    });
    expect(posted.res.statusCode).toBe(303);
    expect(named(posted.cookies, 'reaction-token')).toBeDefined();
    const result = named(posted.cookies, 'form-result');
    expect(result).toBeDefined();
    const page = await send('GET', `/exhibitions/${comment.contentItemId}`, { cookie: pair(result) });
    expect(page.res.statusCode).toBe(200);
    expect(named(page.cookies, 'form-result')).toBeDefined();
  });

  it('staff sign-in and sign-out: the session and the remembered device', async () => {
    const login = await send('POST', '/api/admin/login', { json: { email: EMAIL, password: PASSWORD } });
    expect(login.res.statusCode).toBe(200);
    const session = named(login.cookies, '__Host-bac_admin_session');
    expect(session).toBeDefined();
    expect(named(login.cookies, '__Host-bac_admin_device')).toBeDefined();
    const logout = await send('POST', '/api/admin/logout', { json: {}, cookie: pair(session) });
    expect(logout.res.statusCode).toBe(200);
    // A session cookie that is no longer live is cleared on the next request.
    const stale = await send('GET', '/api/admin/me', { cookie: pair(session) });
    expect(stale.cookies.length).toBeGreaterThan(0);
  });

  it('every Set-Cookie above carries Secure', () => {
    expect(seen.length).toBeGreaterThanOrEqual(6);
    const insecure = seen.filter((cookie) => !/;\s*Secure(;|$)/i.test(cookie));
    expect(insecure).toEqual([]);
  });
});

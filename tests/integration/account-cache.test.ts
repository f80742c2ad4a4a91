import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { letterSecret, memberCalls, memberCookieOf, payAsVisitor, SITE } from '../helpers/member-calls';

// Caching stays intact with members about (docs/decisions/054): public pages and reads are the
// same bytes for a signed-in member as for a visitor, and served from the shared cache; /account
// and its procedures are `private, no-store` and never kept. The pages are the built client's
// (`npm run build` first), rendered as in production. SQLite and PostgreSQL.

const { t } = useTestApp({ client: 'dist', rateLimitWritesPerMinute: 100_000 });
const { call } = memberCalls(() => t.app, '10.63.0.1');

async function memberCookie(email: string) {
  await payAsVisitor(t.app, email, 'Cached');
  expect((await call('account.requestCode', { email })).status).toBe(200);
  const signedIn = await call('account.verifyCode', { email, code: (await letterSecret(t, email)).code });
  return memberCookieOf(signedIn)!;
}

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...(cookie && { cookie }) } });

describe('public pages with a member about', () => {
  it('answers a member the same bytes as a visitor, from the shared cache', async () => {
    const cookie = await memberCookie('browsing@example.com');
    for (const url of ['/', '/exhibitions', '/membership-benefits', '/privacy', '/api/content', '/trpc/public.home.sections']) {
      const visitor = await get(url);
      expect(visitor.statusCode, url).toBe(200);
      const hits = t.app.readCache.stats.hits;
      const member = await get(url, cookie);
      expect(member.statusCode, url).toBe(200);
      expect(t.app.readCache.stats.hits, `${url} from the shared cache`).toBe(hits + 1);
      expect(member.body, url).toBe(visitor.body);
      expect(member.headers.etag, url).toBe(visitor.headers.etag);
      expect(member.headers['cache-control'], url).toBe(visitor.headers['cache-control']);
      expect(member.headers['set-cookie'], url).toBeUndefined();
    }
  });

  it('links every page to /account, for everyone alike', async () => {
    const home = await get('/');
    expect(home.body).toMatch(/href="\/account"[^>]*>Your Membership</);
  });
});

describe('the member door is never cached', () => {
  it('answers /account and its procedures private, no-store, signed in or not, and keeps none of it', async () => {
    const cookie = await memberCookie('private@example.com');
    const stores = t.app.readCache.stats.stores;
    for (const who of [undefined, cookie]) {
      const page = await get('/account', who);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      // Its forms post with the member's cookie: the browser must send this site's Origin with them.
      expect(page.headers['referrer-policy']).toBe('same-origin');
      expect((await get('/account?signin=x', who)).headers['cache-control']).toBe('private, no-store');
      const session = await get('/trpc/account.session', who);
      expect(session.headers['cache-control']).toBe('private, no-store');
    }
    const overview = await get('/trpc/account.overview', cookie);
    expect(overview.statusCode).toBe(200);
    expect(overview.headers['cache-control']).toBe('private, no-store');
    expect((await get('/trpc/account.overview')).statusCode).toBe(401);
    expect(t.app.readCache.stats.stores).toBe(stores);
    // The member's page shows the member's own membership, rendered on the server (no JavaScript needed).
    const page = await get('/account', cookie);
    expect(page.body).toContain('private@example.com');
    expect(page.body).toContain('Sign out everywhere');
    // And a visitor's shows the sign-in, saying passkeys need JavaScript.
    const visitor = await get('/account');
    expect(visitor.body).toContain('Send me a code');
    expect(visitor.body).toContain('Passkeys need JavaScript');
  });
});

describe('without JavaScript', () => {
  const form = (name: string, fields: Record<string, string>, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/forms/${name}`,
      headers: { origin: SITE, 'content-type': 'application/x-www-form-urlencoded', ...(cookie && { cookie }) },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: '10.63.1.1',
    });
  const cookiesOf = (res: { headers: { 'set-cookie'?: string | string[] } }) =>
    [res.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]);

  it('signs in by code with form posts, shows the page, and signs out', async () => {
    const email = 'nojs@example.com';
    await payAsVisitor(t.app, email, 'Plain');
    const asked = await form('accountRequestCode', { email });
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe('/account#sign-in');
    const result = cookiesOf(asked).find((c) => c.startsWith('form-result='))!;
    // The page after the redirect asks for the code.
    const codePage = await get('/account', result);
    expect(codePage.body).toContain('Type the code from your letter');

    const wrong = await form('accountVerifyCode', { email, code: '000000' === (await letterSecret(t, email)).code ? '000001' : '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('That code is not right');

    const signedIn = await form('accountVerifyCode', { email, code: (await letterSecret(t, email)).code });
    expect(signedIn.statusCode).toBe(303);
    const cookie = cookiesOf(signedIn).find((c) => c.startsWith('bac_member_session=') && !c.endsWith('='))!;
    expect(cookie).toBeDefined();
    expect((await get('/account', cookie)).body).toContain(email);

    const out = await form('accountSignOut', {}, cookie);
    expect(out.statusCode).toBe(303);
    expect((await get('/trpc/account.overview', cookie)).statusCode).toBe(401);
  });
});

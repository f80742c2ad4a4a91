import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app';
import { letterSecret, memberCalls, memberCookieOf, payAsVisitor } from '../helpers/member-calls';

// A member's door (docs/decisions/054): sign-in by a code or a link sent by letter, single use and
// 10 minutes, stored hashed, and the member's page behind it. SQLite and PostgreSQL.

let now = new Date();
const { t, db } = useTestApp({ rateLimitWritesPerMinute: 100_000, clock: () => now });
const { call } = memberCalls(() => t.app);
let nextIp = 0;
const freshIp = () => `10.61.${Math.floor(++nextIp / 250)}.${nextIp % 250}`;

describe('signing in with the code from the letter', () => {
  it('sends a code and a link, signs in once with the code, and shows the membership', async () => {
    await payAsVisitor(t.app, 'Ada@Example.com', 'Ada');
    const asked = await call('account.requestCode', { email: 'ada@example.com' }, { ip: freshIp() });
    expect(asked.status).toBe(200);
    expect(asked.headers['cache-control']).toBe('private, no-store');
    const stored = await db().selectFrom('member_codes').selectAll().where('email', '=', 'ada@example.com').execute();
    expect(stored).toHaveLength(1);
    const { code, link } = await letterSecret(t, 'ada@example.com');
    expect(code).toMatch(/^\d{6}$/);
    expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Stored hashed: neither the code nor the link's token is in the row or the outbox letter.
    const letter = await db().selectFrom('mail_outbox').selectAll().where('kind', '=', 'member-sign-in').executeTakeFirstOrThrow();
    for (const text of [JSON.stringify(stored), letter.text, letter.html]) {
      expect(text).not.toContain(code);
      expect(text).not.toContain(link);
    }

    const signedIn = await call('account.verifyCode', { email: 'ada@example.com', code }, { ip: freshIp() });
    expect(signedIn.status).toBe(200);
    const cookie = memberCookieOf(signedIn);
    expect(cookie).toBeDefined();
    const overview = await call('account.overview', undefined, { cookie, query: true });
    expect(overview.status).toBe(200);
    expect(overview.headers['cache-control']).toBe('private, no-store');
    expect(overview.data).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', plan: 'full', status: 'active' });

    // The code and the link are spent.
    expect((await call('account.verifyCode', { email: 'ada@example.com', code }, { ip: freshIp() })).status).toBe(401);
    expect((await call('account.useLink', { token: link }, { ip: freshIp() })).status).toBe(401);
  });
});

describe('a code lives 10 minutes', () => {
  it('refuses the code and the link after 10 minutes', async () => {
    await payAsVisitor(t.app, 'late@example.com', 'Late');
    expect((await call('account.requestCode', { email: 'late@example.com' }, { ip: freshIp() })).status).toBe(200);
    const { code, link } = await letterSecret(t, 'late@example.com');
    now = new Date(Date.now() + 10 * 60_000 + 1000);
    try {
      expect((await call('account.verifyCode', { email: 'late@example.com', code }, { ip: freshIp() })).status).toBe(401);
      expect((await call('account.useLink', { token: link }, { ip: freshIp() })).status).toBe(401);
    } finally {
      now = new Date();
    }
  });
});

describe('the link in the letter', () => {
  it('signs in once with the link, which spends the code too', async () => {
    await payAsVisitor(t.app, 'linked@example.com', 'Linked');
    expect((await call('account.requestCode', { email: 'linked@example.com' }, { ip: freshIp() })).status).toBe(200);
    const { code, link } = await letterSecret(t, 'linked@example.com');
    const signedIn = await call('account.useLink', { token: link }, { ip: freshIp() });
    expect(signedIn.status).toBe(200);
    expect(memberCookieOf(signedIn)).toBeDefined();
    expect((await call('account.useLink', { token: link }, { ip: freshIp() })).status).toBe(401);
    expect((await call('account.verifyCode', { email: 'linked@example.com', code }, { ip: freshIp() })).status).toBe(401);
    // A malformed link is a 400, never a 500.
    expect((await call('account.useLink', { token: 'short' }, { ip: freshIp() })).status).toBe(400);
  });
});

describe('where the letters go', () => {
  it('moves the member and their payments to a new address once a code sent there is typed', async () => {
    await payAsVisitor(t.app, 'old@example.com', 'Mover');
    expect((await call('account.requestCode', { email: 'old@example.com' }, { ip: freshIp() })).status).toBe(200);
    const cookie = memberCookieOf(
      await call(
        'account.verifyCode',
        { email: 'old@example.com', code: (await letterSecret(t, 'old@example.com')).code },
        { ip: freshIp() },
      ),
    );
    const asked = await call('account.requestAddressChange', { newEmail: 'New@Example.com' }, { cookie });
    expect(asked.status).toBe(200);
    // The code goes to the new address, not the old one.
    const { code } = await letterSecret(t, 'new@example.com', 'member-code');
    expect((await call('account.confirmAddress', { code: code === '000000' ? '000001' : '000000' }, { cookie })).status).toBe(401);
    expect((await call('account.confirmAddress', { code }, { cookie })).data).toMatchObject({ email: 'new@example.com' });
    expect((await call('account.overview', undefined, { cookie, query: true })).data).toMatchObject({ email: 'new@example.com' });
    const payments = await db().selectFrom('payments').select('email').where('firstName', '=', 'Mover').execute();
    expect(payments).toEqual([{ email: 'new@example.com' }]);
    expect(await db().selectFrom('members').select('id').where('email', '=', 'old@example.com').execute()).toEqual([]);
    const entry = await db().selectFrom('admin_audit_log').selectAll().where('action', '=', 'address-change').executeTakeFirstOrThrow();
    expect(JSON.stringify(entry)).not.toMatch(/example\.com/);
    // An address of another membership is refused.
    await payAsVisitor(t.app, 'taken@example.com', 'Taken');
    expect((await call('account.requestAddressChange', { newEmail: 'taken@example.com' }, { cookie })).status).toBe(200);
    const taken = await letterSecret(t, 'taken@example.com', 'member-code');
    expect((await call('account.confirmAddress', { code: taken.code }, { cookie })).status).toBe(409);
  });
});

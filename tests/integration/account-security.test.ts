import { describe, expect, it } from 'vitest';
import { adminCookie } from '../helpers/admin-session';
import { useTestApp } from '../helpers/test-app';
import { type From, letterSecret, memberCalls, memberCookieOf, payAsVisitor } from '../helpers/member-calls';

// The member's door resists attack (docs/decisions/054): brute force per address and per network
// address, no way to tell who is a member, staff and member sessions never interchangeable,
// lifetimes, fresh proof before a download or erasure. SQLite and PostgreSQL.

let clock = () => new Date();
const { t, db } = useTestApp({ rateLimitWritesPerMinute: 100_000, clock: () => clock() });
const { call } = memberCalls(() => t.app);
let nextIp = 0;
const freshIp = () => `10.62.${Math.floor(++nextIp / 250)}.${nextIp % 250}`;

/** A paying member signed in by code; answers the cookie header. */
async function signedIn(email: string, from: From = {}) {
  await payAsVisitor(t.app, email, 'Member');
  expect((await call('account.requestCode', { email }, { ip: freshIp() })).status).toBe(200);
  const { code } = await letterSecret(t, email);
  const res = await call('account.verifyCode', { email, code }, { ip: freshIp(), ...from });
  expect(res.status).toBe(200);
  return memberCookieOf(res)!;
}

/** A wrong code for an address: one that is not the letter's. */
const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');

describe('brute force', () => {
  it('checks at most 5 codes per address in 15 minutes, from however many network addresses; the right one then waits too', async () => {
    await payAsVisitor(t.app, 'target@example.com', 'Target');
    expect((await call('account.requestCode', { email: 'target@example.com' }, { ip: freshIp() })).status).toBe(200);
    const { code } = await letterSecret(t, 'target@example.com');
    const answers = [];
    for (let i = 0; i < 6; i++)
      answers.push(await call('account.verifyCode', { email: 'target@example.com', code: wrongFor(code) }, { ip: freshIp() }));
    expect(answers.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await call('account.verifyCode', { email: 'target@example.com', code }, { ip: freshIp() })).status).toBe(429);
  });

  it('checks at most 10 codes per network address in 15 minutes, whatever the addresses', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await call('account.verifyCode', { email: `guess${i}@example.com`, code: '123456' }, { ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('answers at most 10 code requests per network address, and sends at most 3 letters to one address, in 15 minutes', async () => {
    const ip = freshIp();
    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await call('account.requestCode', { email: `flood${i}@example.com` }, { ip })).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    for (let i = 0; i < 5; i++)
      expect((await call('account.requestCode', { email: 'inbox@example.com' }, { ip: freshIp() })).status).toBe(200);
    const letters = await db().selectFrom('mail_outbox').select('id').where('recipient', '=', 'inbox@example.com').execute();
    expect(letters).toHaveLength(3);
  });

  it('never checks a code sent in a batch of calls', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/account.verifyCode,account.verifyCode?batch=1',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: JSON.stringify({ 0: { email: 'a@example.com', code: '111111' }, 1: { email: 'a@example.com', code: '222222' } }),
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('nobody learns who is a member', () => {
  const same = (message: unknown, email: string) => String(message).replace(email, '<address>');

  it('answers a code request for a member and for a stranger alike, and a code of either alike', async () => {
    await payAsVisitor(t.app, 'known@example.com', 'Known');
    const member = await call('account.requestCode', { email: 'known@example.com' }, { ip: freshIp() });
    const stranger = await call('account.requestCode', { email: 'stranger@example.com' }, { ip: freshIp() });
    expect(member.status).toBe(stranger.status);
    expect(same(member.data.message, 'known@example.com')).toBe(same(stranger.data.message, 'stranger@example.com'));
    expect(Object.keys(member.data)).toEqual(Object.keys(stranger.data));
    expect(member.cookies).toEqual(stranger.cookies);
    // Both get a letter; the stranger's says there is no membership, and its code never signs in.
    expect(await db().selectFrom('mail_outbox').select('kind').where('recipient', '=', 'stranger@example.com').execute()).toEqual([
      { kind: 'member-no-membership' },
    ]);
    const wrongMember = await call('account.verifyCode', { email: 'known@example.com', code: '999999' }, { ip: freshIp() });
    const wrongStranger = await call('account.verifyCode', { email: 'stranger@example.com', code: '999999' }, { ip: freshIp() });
    expect([wrongMember.status, wrongMember.error]).toEqual([wrongStranger.status, wrongStranger.error]);
  });

  it('takes as long for a stranger as for a member (medians within noise)', async () => {
    const members = Array.from({ length: 12 }, (_, i) => `timed${i}@example.com`);
    for (const email of members) await payAsVisitor(t.app, email, 'Timed');
    const timed = async (email: string) => {
      const start = process.hrtime.bigint();
      expect((await call('account.requestCode', { email }, { ip: freshIp() })).status).toBe(200);
      return Number(process.hrtime.bigint() - start) / 1e6;
    };
    const member: number[] = [];
    const stranger: number[] = [];
    // Alternated, so the machine's load falls on both alike.
    for (let i = 0; i < members.length; i++) {
      member.push(await timed(members[i]));
      stranger.push(await timed(`nobody${i}@example.com`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const [m, s] = [median(member), median(stranger)];
    // Same statements either way; on a shared 2-core machine, within 5 ms or 50%.
    expect(Math.abs(m - s), `member ${m.toFixed(1)} ms, stranger ${s.toFixed(1)} ms`).toBeLessThan(Math.max(5, 0.5 * Math.max(m, s)));
  });
});

describe('staff and member sessions are never interchangeable', () => {
  it('refuses a staff session at the member door and a member session at the staff door, whichever cookie carries it', async () => {
    const member = await signedIn('both@example.com');
    const staff = await adminCookie(t.app);
    const memberId = member.split('=')[1];
    const staffId = staff.split(';')[0].split('=')[1];
    // The staff cookie, and its value under the member cookie's name: no member.
    expect((await call('account.overview', undefined, { cookie: staff, query: true })).status).toBe(401);
    expect((await call('account.overview', undefined, { cookie: `bac_member_session=${staffId}`, query: true })).status).toBe(401);
    // The member cookie, and its value under the staff cookie's name: no staff.
    const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect((await me(member)).statusCode).toBe(401);
    expect((await me(`bac_admin_session=${memberId}`)).statusCode).toBe(401);
    expect((await call('admin.auth.me', undefined, { cookie: member, query: true })).status).toBe(401);
    // Both at once: each door sees its own only.
    const both = `${member}; ${staff.split(';')[0]}`;
    expect((await call('account.overview', undefined, { cookie: both, query: true })).data).toMatchObject({ email: 'both@example.com' });
    expect((await me(both)).statusCode).toBe(200);
  });

  it('refuses a write from another site, with the member cookie or without', async () => {
    const member = await signedIn('csrf@example.com');
    expect((await call('account.signOutEverywhere', undefined, { cookie: member, origin: 'https://evil.example' })).status).toBe(403);
    expect(
      (await call('account.requestCode', { email: 'csrf@example.com' }, { origin: 'https://evil.example', ip: freshIp() })).status,
    ).toBe(403);
    expect((await call('account.overview', undefined, { cookie: member, query: true })).status).toBe(200);
  });
});

describe('sessions end as decision 026 says', () => {
  it('ends after 30 minutes unused and 12 hours after sign-in, however used', async () => {
    const base = Date.now();
    const at = (ms: number) => (clock = () => new Date(base + ms));
    try {
      const idle = await signedIn('idle@example.com');
      at(29 * 60_000);
      expect((await call('account.overview', undefined, { cookie: idle, query: true })).status).toBe(200);
      at(29 * 60_000 + 31 * 60_000);
      expect((await call('account.overview', undefined, { cookie: idle, query: true })).status).toBe(401);

      at(0);
      const busy = await signedIn('busy@example.com');
      for (let minutes = 20; minutes < 12 * 60; minutes += 20) {
        at(minutes * 60_000);
        expect((await call('account.session', undefined, { cookie: busy, query: true })).data.signedIn).toBe(true);
      }
      at(12 * 60 * 60_000 + 1000);
      expect((await call('account.session', undefined, { cookie: busy, query: true })).data.signedIn).toBe(false);
    } finally {
      clock = () => new Date();
    }
  });

  it('signs out here, and everywhere', async () => {
    const email = 'leaving@example.com';
    const first = await signedIn(email);
    expect((await call('account.requestCode', { email }, { ip: freshIp() })).status).toBe(200);
    const second = memberCookieOf(
      await call('account.verifyCode', { email, code: (await letterSecret(t, email)).code }, { ip: freshIp() }),
    )!;
    expect((await call('account.signOut', undefined, { cookie: first })).status).toBe(200);
    expect((await call('account.overview', undefined, { cookie: first, query: true })).status).toBe(401);
    expect((await call('account.overview', undefined, { cookie: second, query: true })).status).toBe(200);
    expect((await call('account.requestCode', { email }, { ip: freshIp() })).status).toBe(200);
    const third = memberCookieOf(
      await call('account.verifyCode', { email, code: (await letterSecret(t, email)).code }, { ip: freshIp() }),
    )!;
    expect((await call('account.signOutEverywhere', undefined, { cookie: third })).status).toBe(200);
    for (const cookie of [second, third]) expect((await call('account.overview', undefined, { cookie, query: true })).status).toBe(401);
  });
});

describe('their data, after a fresh code', () => {
  it('asks for a fresh code, then downloads and erases, each in the audit log without the address', async () => {
    const email = 'mine@example.com';
    const cookie = await signedIn(email);
    const refused = await call('account.exportData', undefined, { cookie });
    expect([refused.status, refused.reason]).toEqual([403, 'fresh-proof-required']);
    expect((await call('account.requestFreshCode', undefined, { cookie })).status).toBe(200);
    const { code } = await letterSecret(t, email, 'member-code');
    expect((await call('account.confirmFreshCode', { code: wrongFor(code) }, { cookie })).status).toBe(401);
    expect((await call('account.confirmFreshCode', { code }, { cookie })).status).toBe(200);
    // Good once.
    expect((await call('account.confirmFreshCode', { code }, { cookie })).status).toBe(401);

    const { id: memberId } = await db().selectFrom('members').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    await db()
      .insertInto('member_passkeys')
      .values({ id: 'cred-export-test', memberId, publicKey: 'public-key-bytes', name: 'Grandmother’s laptop' })
      .execute();
    const exported = await call('account.exportData', undefined, { cookie });
    expect(exported.status).toBe(200);
    expect(JSON.stringify(exported.data)).toContain(email);
    // The door's own rows: sign-ins, passkeys by name, the codes sent; never a hash or a key.
    const held = exported.data.data as Record<string, Record<string, unknown>[]>;
    expect(held.memberSessions.length).toBeGreaterThan(0);
    expect(Object.keys(held.memberSessions[0]).sort()).toEqual(['createdAt', 'expiresAt', 'ip', 'lastUsedAt', 'userAgent']);
    expect(held.memberPasskeys).toEqual([expect.objectContaining({ name: 'Grandmother’s laptop' })]);
    expect(held.memberCodes.map((c) => c.purpose)).toEqual(expect.arrayContaining(['sign-in', 'fresh-proof']));
    const asText = JSON.stringify(held);
    expect(asText).not.toMatch(/[0-9a-f]{64}/);
    expect(asText).not.toContain('public-key-bytes');
    expect(asText).not.toContain('cred-export-test');
    expect(String(exported.data.html)).toContain('Grandmother’s laptop');
    expect(String(exported.data.html)).toContain('<table>');
    const file = await t.app.inject({ method: 'POST', url: '/account/data.json', headers: { cookie, origin: 'http://localhost:3000' } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/attachment/);
    expect(file.headers['cache-control']).toBe('private, no-store');

    const erased = await call('account.erase', { confirm: 'ERASE' }, { cookie });
    expect(erased.status).toBe(200);
    expect(await db().selectFrom('members').select('id').where('email', '=', email).execute()).toEqual([]);
    expect(await db().selectFrom('member_sessions').select('id').where('memberId', '=', memberId).execute()).toEqual([]);
    expect((await call('account.overview', undefined, { cookie, query: true })).status).toBe(401);
    const payment = await db()
      .selectFrom('payments')
      .select(['email', 'firstName', 'amount'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ email: 'erased@erased.invalid', firstName: 'Erased', amount: 4700 });
    const entries = await db().selectFrom('admin_audit_log').selectAll().where('kind', '=', 'member').execute();
    expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['download', 'erase']));
    for (const e of entries) expect(JSON.stringify(e)).not.toContain(email);

    // Signing in again finds no membership: the letter says so.
    expect((await call('account.requestCode', { email }, { ip: freshIp() })).status).toBe(200);
    const kinds = await db().selectFrom('mail_outbox').select('kind').where('recipient', '=', email).execute();
    expect(kinds).toEqual([{ kind: 'member-no-membership' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { adminCookie } from '../helpers/admin-session';
import { freshIps, memberCalls, payAsVisitor, signInByCode } from '../helpers/member-calls';
import { injectJson, useTestApp } from '../helpers/test-app';

// A member's own page by REST (docs/decisions/062), typed by the OpenAPI document: the member's
// cookie opens their own rows and nobody else's; no member session (or a staff one) is a 401. On
// both dialects.
const { t } = useTestApp({ rateLimitWritesPerMinute: 100_000 });
const { call } = memberCalls(() => t.app);
const freshIp = freshIps(72);
const signIn = (email: string) => signInByCode(t, call, email, freshIp);

const receiptOf = (paymentId: number) => `BAC-R-${String(paymentId).padStart(6, '0')}`;
const ROWS = ['/api/account', '/api/account/receipts', '/api/account/card', '/api/account/renewal'] as const;

describe("a member's own page by REST", () => {
  it('answers 401 without a member session, and with a staff session in its place', async () => {
    const ada = await payAsVisitor(t.app, 'ada-rest@example.com', 'Ada');
    const staff = await adminCookie(t.app);
    for (const url of [...ROWS, `/api/account/receipts/${receiptOf(ada.id)}`]) {
      const anonymous = await injectJson(t.app, 'GET', url);
      expect(anonymous.status, url).toBe(401);
      expect((anonymous.json as { error?: string }).error, url).toBe('Please sign in to your membership first.');
      expect((await injectJson(t.app, 'GET', url, undefined, { cookie: staff })).status, url).toBe(401);
      // A made-up member cookie is no session either.
      expect((await injectJson(t.app, 'GET', url, undefined, { cookie: `bac_member_session=${'x'.repeat(43)}` })).status, url).toBe(401);
    }
  });

  it("gives the member their own membership, receipts, card and renewal, private and never cached, and not another member's receipt", async () => {
    const ada = await payAsVisitor(t.app, 'ada-own@example.com', 'Ada');
    const bob = await payAsVisitor(t.app, 'bob-own@example.com', 'Bob');
    const cookie = await signIn('ada-own@example.com');
    const get = <U extends string>(url: U) => injectJson(t.app, 'GET', url, undefined, { cookie });

    const page = await get('/api/account');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.json).toMatchObject({ email: 'ada-own@example.com', firstName: 'Ada', status: 'active' });
    expect(page.json.payments.map((p) => p.receipt)).toEqual([receiptOf(ada.id)]);
    expect(JSON.stringify(page.json)).not.toContain('bob-own@example.com');

    const receipts = await get('/api/account/receipts');
    expect(receipts.json.map((r) => r.number)).toEqual([receiptOf(ada.id)]);
    const receipt = await get(`/api/account/receipts/${receiptOf(ada.id)}`);
    expect(receipt.json).toMatchObject({ kind: 'payment', number: receiptOf(ada.id), billedTo: { email: 'ada-own@example.com' } });
    // Bob's receipt is 404 to Ada, as a number that does not exist.
    const others = await get(`/api/account/receipts/${receiptOf(bob.id)}`);
    expect(others.status).toBe(404);
    expect(JSON.stringify(others.json)).not.toContain('bob-own@example.com');
    expect((await get('/api/account/receipts/BAC-R-999999')).status).toBe(404);
    expect((await get('/api/account/receipts/not-a-receipt')).status).toBe(400);

    const card = await get('/api/account/card');
    expect(card.json).toMatchObject({ name: 'Ada', valid: true });
    expect(card.json.verifyUrl).toMatch(/\/member-card\//);
    const renewal = await get('/api/account/renewal');
    expect(renewal.json).toMatchObject({ status: 'active', mode: 'demo' });
    for (const url of ROWS) expect((await get(url)).headers['cache-control'], url).toBe('private, no-store');
  });
});

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { secretBox } from '~/server/auth/secret-box';
import { memberCard, memberCardToken } from '~/server/services/member-card';
import { deleteMemberData } from '~/server/services/members';
import { useAdminTestApp } from '../helpers/admin-session';
import { payAsVisitor } from '../helpers/member-calls';

// The membership card (docs/decisions/055), on both dialects: its check answers only "valid until
// DATE" or "not valid", a forged or altered address is refused, a lapsed or refunded membership is
// not valid, and nothing about the holder is in the answer. Time moves through the app's clock.
const DAY = 86_400_000;
let now = new Date();
const { t, db, admin } = useAdminTestApp({ rateLimitWritesPerMinute: 1000, clock: () => now });

const pay = (email: string, firstName: string, membershipType = 'full') => payAsVisitor(t.app, email, firstName, membershipType);
const cardOf = (email: string) => memberCard(db(), t.app.services.secrets, t.config.publicUrl, email, now);
const tokenOf = (verifyUrl: string) => decodeURIComponent(new URL(verifyUrl).pathname.split('/').pop()!);
const check = (token: string) => t.app.inject({ method: 'GET', url: `/api/member-cards/${encodeURIComponent(token)}` });

describe('a member’s card', () => {
  it('prints the name, tier and end date, with a QR code of its check drawn on the server as SVG', async () => {
    await pay('ada@example.com', 'Ada');
    const card = await cardOf('ADA@example.com');
    const member = await db().selectFrom('members').selectAll().where('email', '=', 'ada@example.com').executeTakeFirstOrThrow();
    expect(card).toMatchObject({ name: 'Ada', planName: 'Cognitive Rebel', validUntil: member.periodEnd, status: 'active', valid: true });
    expect(card.verifyUrl).toMatch(/^http:\/\/localhost:3000\/member-card\/\d+-[A-Za-z0-9_-]{22}$/);
    expect(card.qrSvg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/);
    expect(card.qrSvg).toContain('<path');
    // The same card on every visit: a printed one keeps working.
    expect((await cardOf('ada@example.com')).verifyUrl).toBe(card.verifyUrl);
  });

  it('checks as valid until the end of the membership, and says nothing else', async () => {
    const card = await cardOf('ada@example.com');
    const res = await check(tokenOf(card.verifyUrl));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: true, validUntil: card.validUntil });
    expect(res.body).not.toMatch(/ada|Ada|example\.com|Cognitive|full/);
    // Validity moves with the clock: never kept by the read cache or a browser.
    expect(res.headers['cache-control']).toBe('no-store');
    const trpc = await t.app.inject({
      method: 'GET',
      url: `/trpc/public.memberCard.verify?input=${encodeURIComponent(JSON.stringify({ token: tokenOf(card.verifyUrl) }))}`,
    });
    expect(trpc.statusCode).toBe(200);
    expect(trpc.json<{ result: { data: unknown } }>().result.data).toEqual({ valid: true, validUntil: card.validUntil });
  });
});

describe('a card the Club did not issue', () => {
  const refusedAlike = async (token: string) => {
    const res = await check(token);
    expect(res.statusCode, token).toBe(404);
    expect(res.json<{ error: string }>().error).toMatch(/^Not valid/);
    expect(res.body).not.toMatch(/ada|example\.com/i);
    return res.json<{ error: string }>().error;
  };

  it('refuses an altered signature, another member’s number with this signature, and a made-up number, alike', async () => {
    const token = tokenOf((await cardOf('ada@example.com')).verifyUrl);
    const id = token.slice(0, token.indexOf('-'));
    const sig = token.slice(token.indexOf('-') + 1);
    const flipped = `${id}-${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const answers = new Set([
      await refusedAlike(flipped),
      await refusedAlike(`${Number(id) + 1}-${sig}`),
      await refusedAlike(`${Number(id) + 1000}-${sig}`),
    ]);
    // The same answer whether or not the number is a member's: trying numbers tells nobody who is one.
    expect(answers.size).toBe(1);
  });

  it('refuses a card signed with another key (a forger who knows the scheme but not the secret)', async () => {
    const member = await db().selectFrom('members').selectAll().where('email', '=', 'ada@example.com').executeTakeFirstOrThrow();
    const forged = memberCardToken(secretBox(randomBytes(32)), member);
    expect(forged).not.toBe(memberCardToken(t.app.services.secrets, member));
    await refusedAlike(forged);
  });

  it('answers 400 for a token that is not one at all', async () => {
    for (const bad of ['nonsense', '0-aaaaaaaaaaaaaaaaaaaaaa', `1-${'a'.repeat(21)}`, `1-${'a'.repeat(200)}`]) {
      const res = await check(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ error?: string }>().error).toBeTruthy();
    }
  });
});

describe('a genuine card whose membership no longer stands', () => {
  it('is not valid once the membership has lapsed, and valid again after a renewal', async () => {
    await pay('lapsing@example.com', 'Lena', 'basic');
    const card = await cardOf('lapsing@example.com');
    const token = tokenOf(card.verifyUrl);
    const saved = now;
    now = new Date(Date.parse(card.validUntil) + DAY);
    try {
      const res = await check(token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ valid: false, validUntil: null });
      expect((await cardOf('lapsing@example.com')).valid).toBe(false);
    } finally {
      now = saved;
    }
    expect((await check(token)).json()).toEqual({ valid: true, validUntil: card.validUntil });
  });

  it('is not valid once the payment is refunded in full', async () => {
    const payment = await pay('refunded@example.com', 'Rufus');
    const token = tokenOf((await cardOf('refunded@example.com')).verifyUrl);
    expect((await check(token)).json()).toMatchObject({ valid: true });
    const refund = await admin('POST', '/trpc/admin.payments.refund', { id: payment.id, reason: 'Asked for it back' });
    expect(refund.status).toBe(200);
    const res = await check(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ valid: false, validUntil: null });
    expect(res.body).not.toMatch(/Rufus|refunded@/i);
  });

  it('is refused once the member is erased: the card no longer names a membership', async () => {
    await pay('erased@example.com', 'Erin');
    const token = tokenOf((await cardOf('erased@example.com')).verifyUrl);
    await deleteMemberData(db(), 'erased@example.com');
    expect((await check(token)).statusCode).toBe(404);
  });
});

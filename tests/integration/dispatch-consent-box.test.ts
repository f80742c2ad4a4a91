import { describe, expect, it } from 'vitest';
import { DISPATCH_BOX_LABEL, DISPATCH_CONSENT_WORDING } from '~/shared/dispatch';
import { injectJson, useTestApp } from '../helpers/test-app';

// The Dispatch's unticked box inside the support card and the checkout (issue 42 item 1,
// docs/decisions/062): ticked, the form's post starts the footer form's double opt-in (a pending
// address with its consent, one confirmation letter, nothing else); unticked, nothing. Without
// JavaScript (the support card's form post) and with it (the JSON calls). On both dialects.
const { t, db } = useTestApp({ rateLimitWritesPerMinute: 1000 });

const postSupport = (fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/forms/support',
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

const subscriberOf = (email: string) => db().selectFrom('dispatch_subscribers').selectAll().where('email', '=', email).execute();
const lettersTo = (email: string) =>
  db().selectFrom('mail_outbox').select(['kind', 'subject']).where('recipient', '=', email).where('kind', 'like', 'dispatch%').execute();

describe("the Dispatch's box in the support card", () => {
  it("is named by the wording's first words, so the label and the sentence beside it are the wording kept", () => {
    expect(DISPATCH_CONSENT_WORDING.startsWith(DISPATCH_BOX_LABEL)).toBe(true);
  });

  it('ticked, a post without JavaScript makes one pending subscription from the support card and one confirmation letter', async () => {
    const res = await postSupport({ firstName: 'Ada', email: 'Ada-Box@Example.org', website: '', dispatch: 'on' });
    expect(res.statusCode).toBe(303);
    const rows = await subscriberOf('ada-box@example.org');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'pending',
      consentSource: 'support',
      consentWording: DISPATCH_CONSENT_WORDING,
      confirmedAt: null,
    });
    expect(rows[0].consentAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(await lettersTo('ada-box@example.org')).toEqual([
      { kind: 'dispatch-confirmation', subject: expect.stringContaining('confirm') },
    ]);
    // The supporter is registered as ever.
    const supporters = await db().selectFrom('viral_shares').select('email').where('firstName', '=', 'Ada').execute();
    expect(supporters.map((s) => s.email.toLowerCase())).toContain('ada-box@example.org');
  });

  it('unticked, the same post subscribes nobody and sends no letter of the Dispatch', async () => {
    const res = await postSupport({ firstName: 'Bob', email: 'bob-box@example.org', website: '' });
    expect(res.statusCode).toBe(303);
    expect(await subscriberOf('bob-box@example.org')).toHaveLength(0);
    expect(await lettersTo('bob-box@example.org')).toHaveLength(0);
  });

  it('does the same with JavaScript (the JSON call), and a bot that fills the honeypot is subscribed to nothing', async () => {
    const card = { shareType: 'linkedin', certificationClaimed: true, shareAction: 'register' };
    const ticked = await injectJson(t.app, 'POST', '/api/viral-share', {
      ...card,
      firstName: 'Cy',
      email: 'cy-box@example.org',
      dispatch: true,
    });
    expect(ticked.status).toBe(201);
    expect((await subscriberOf('cy-box@example.org')).map((r) => [r.status, r.consentSource])).toEqual([['pending', 'support']]);
    expect(await lettersTo('cy-box@example.org')).toHaveLength(1);

    const unticked = await injectJson(t.app, 'POST', '/api/viral-share', { ...card, firstName: 'Di', email: 'di-box@example.org' });
    expect(unticked.status).toBe(201);
    expect(await subscriberOf('di-box@example.org')).toHaveLength(0);

    await injectJson(t.app, 'POST', '/api/viral-share', {
      ...card,
      firstName: 'Bot',
      email: 'bot-box@example.org',
      dispatch: true,
      website: 'x',
    });
    expect(await subscriberOf('bot-box@example.org')).toHaveLength(0);
    expect(await lettersTo('bot-box@example.org')).toHaveLength(0);
  });

  it('in the checkout: ticked, the payer has one pending subscription from the payment form and one letter; unticked, none', async () => {
    for (const [email, dispatch] of [
      ['payer-box@example.org', true],
      ['payer-nobox@example.org', false],
    ] as const) {
      const created = await injectJson(t.app, 'POST', '/api/create-payment-intent', { membershipType: 'full' });
      const { clientSecret } = created.json;
      const updated = await injectJson(t.app, 'POST', '/api/update-payment-intent', { clientSecret, email, firstName: 'Pat', dispatch });
      expect(updated.status).toBe(200);
    }
    expect((await subscriberOf('payer-box@example.org')).map((r) => [r.status, r.consentSource, r.consentWording])).toEqual([
      ['pending', 'payment', DISPATCH_CONSENT_WORDING],
    ]);
    expect(await lettersTo('payer-box@example.org')).toHaveLength(1);
    expect(await subscriberOf('payer-nobox@example.org')).toHaveLength(0);
    expect(await lettersTo('payer-nobox@example.org')).toHaveLength(0);
  });
});

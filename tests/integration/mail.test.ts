import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '~/server/db/schema';
import { submitContactForm } from '~/server/services/contact';
import { smtpTransport } from '~/server/services/mail/transport';
import { adminCookie, adminRequest } from '../helpers/admin-session';
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server';
import { createTestApp, injectJson, type TestApp, useTestApp } from '../helpers/test-app';
import { intentEventOf, postWebhook, stripeMode, useFakeStripe } from '../helpers/stripe';
import { proposalFiller } from '../helpers/research-proposal';
import { goodCard } from '../helpers/payments';

// Mail (docs/decisions/009-mail-outbox.md) against a real SMTP server on a random local port:
// the app's nodemailer transport authenticates to it and it parses what arrives.
const KEEPER = 'keeper@club.example';
const FAST_RETRIES = [150, 150, 150, 150, 150, 150, 150];

let smtp: TestSmtpServer;
let t: TestApp;
let admin: ReturnType<typeof adminRequest>;

const mailEnv = (url: string) => ({ SMTP_URL: url, MAIL_FROM: 'The Brain Appreciation Club <club@club.example>', MAIL_ADMIN_TO: KEEPER });

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ rateLimitWritesPerMinute: 1000, mailRetryDelaysMs: FAST_RETRIES }, mailEnv(smtp.url));
  admin = adminRequest(t.app, await adminCookie(t.app));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const db = () => t.app.services.db;
const outbox = (recipient: string) => db().selectFrom('mail_outbox').selectAll().where('recipient', '=', recipient).orderBy('id').execute();

/** The header block of a raw message (the body may wrap anywhere, so a body line can start with anything). */
const headerBlock = (raw: string) => raw.split('\r\n\r\n')[0];

/** Waits for exactly `count` messages to this address, then makes sure no more follow. */
async function arrivals(recipient: string, count = 1): Promise<ReceivedMail[]> {
  await expect.poll(() => smtp.to(recipient).length, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(count);
  await new Promise((r) => setTimeout(r, 400));
  expect(smtp.to(recipient)).toHaveLength(count);
  return smtp.to(recipient);
}
const one = async (recipient: string) => (await arrivals(recipient, 1))[0];
/** The message about this subject among the keeper's notices. */
const keeperNotice = async (needle: string) => {
  await expect
    .poll(() => smtp.to(KEEPER).filter((m) => m.mail.subject?.includes(needle)).length, { timeout: 10_000, interval: 50 })
    .toBe(1);
  return smtp.to(KEEPER).find((m) => m.mail.subject?.includes(needle))!;
};

async function demoPayment(membershipType: string, email: string, firstName: string) {
  const created = await injectJson(t.app, 'POST', '/api/create-payment-intent', { membershipType });
  const { clientSecret, paymentIntentId } = created.json as { clientSecret: string; paymentIntentId: string };
  expect((await injectJson(t.app, 'POST', '/api/update-payment-intent', { clientSecret, email, firstName })).status).toBe(200);
  const confirmed = await injectJson(t.app, 'POST', '/api/demo-payments/confirm', { clientSecret, ...goodCard });
  expect(confirmed.json).toMatchObject({ status: 'succeeded' });
  return { clientSecret, paymentIntentId };
}

const contact = (body: Record<string, unknown>) =>
  injectJson(t.app, 'POST', '/api/membership', { subject: 'Complaints About AI', message: 'My kettle now has opinions.', ...body });
const volunteer = (body: Record<string, unknown>) => injectJson(t.app, 'POST', '/api/volunteer-application', body);
/** A research proposal: the required fields no test reads filled in unless given. */
const proposal = (body: Record<string, unknown>) => injectJson(t.app, 'POST', '/api/research-proposal', { ...proposalFiller, ...body });

describe('the membership confirmation', () => {
  it('a demo payment sends exactly one confirmation, with plan, amount in £, date, receipt number and certificate link', async () => {
    const { clientSecret, paymentIntentId } = await demoPayment('full', 'ada@example.com', 'Ada');
    // Confirmed again (a double click, a replay): refused, and no second letter.
    expect((await injectJson(t.app, 'POST', '/api/demo-payments/confirm', { clientSecret, ...goodCard })).status).toBe(409);

    const letter = await one('ada@example.com');
    const payment = await db()
      .selectFrom('payments')
      .selectAll()
      .where('stripePaymentIntentId', '=', paymentIntentId)
      .executeTakeFirstOrThrow();
    const receipt = `BAC-R-${String(payment.id).padStart(6, '0')}`;
    const date = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' }).format(
      new Date(payment.createdAt),
    );
    const { mail } = letter;
    expect(mail.subject).toBe(`Welcome to the Club: your Cognitive Rebel membership (receipt ${receipt})`);
    expect(mail.from?.value).toEqual([{ name: 'The Brain Appreciation Club', address: 'club@club.example' }]);
    expect(mail.to && !Array.isArray(mail.to) && mail.to.value).toEqual([{ name: 'Ada', address: 'ada@example.com' }]);
    expect(mail.headers.get('auto-submitted')).toBe('auto-generated');
    for (const body of [mail.text!, mail.html as string]) {
      expect(body).toContain('Dear Ada,');
      expect(body).toContain('Cognitive Rebel');
      expect(body).toContain('£47.00');
      expect(body).toContain(receipt);
      expect(body).toContain(date);
      expect(body).toContain(paymentIntentId);
      expect(body).toContain('demonstration payment');
    }
    const certificate = `http://localhost:3000/certificate?name=Ada&certId=BAC-${Date.parse(payment.createdAt)}`;
    expect(mail.text).toContain(certificate);
    expect(mail.html).toContain(`href="${certificate.replace(/&/g, '&amp;')}"`);

    // And the club's own notice, answered straight to the member.
    const notice = await keeperNotice('New membership payment: Cognitive Rebel, £47.00, from Ada');
    expect(notice.mail.text).toContain(receipt);
    expect(notice.mail.replyTo?.value).toEqual([{ name: '', address: 'ada@example.com' }]);
    expect(notice.to).toEqual([KEEPER]);

    const rows = await outbox('ada@example.com');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'membership-confirmation',
      status: 'sent',
      tries: 1,
      lastError: null,
      dedupeKey: `payment:${payment.id}:member`,
    });
    expect(rows[0].smtpResponse).toMatch(/250 .*Message accepted/);
    expect(mail.messageId).toBe(rows[0].messageId);
  });
});

describe('acknowledgements of the forms: the club\u2019s words and a reference, never the visitor\u2019s (decision 029)', () => {
  it('a contact application is acknowledged with fixed words and its reference; the keeper gets what was sent', async () => {
    const res = await contact({ firstName: 'Charles', email: 'Charles@Example.com', message: 'Line one.\nLine two.' });
    expect(res.status).toBe(201);
    const id = (
      await db().selectFrom('membership_applications').select('id').where('email', '=', 'charles@example.com').executeTakeFirstOrThrow()
    ).id;
    const reference = `BAC-C-${String(id).padStart(6, '0')}`;
    const { mail } = await one('charles@example.com');
    expect(mail.subject).toBe(`Your letter to The Brain Appreciation Club has arrived (reference ${reference})`);
    expect(mail.text).toContain('Dear Friend of the Club,');
    expect(mail.text).toContain('within 48 hours');
    expect(mail.text).toMatch(new RegExp(`Reference:\\s+${reference}`));
    for (const part of [mail.text, mail.html as string]) {
      expect(part).not.toContain('Charles');
      expect(part).not.toContain('Line one.');
      expect(part).not.toContain('Complaints About AI');
    }
    const notice = await keeperNotice('New fellowship application from Charles');
    expect(notice.mail.replyTo?.value[0].address).toBe('charles@example.com');
    expect(notice.mail.text).toContain('http://localhost:3000/admin?tab=contact');
    expect(notice.mail.text).toContain('Line one.');
    expect(notice.mail.text).toContain(reference);
  });

  // Each form's acknowledgement: the club's fixed words, its promise and a reference, none of what was
  // sent (neither in the text nor in the HTML); the keeper's notice has what was sent.
  it.each([
    {
      name: 'a volunteer application is acknowledged without restating it',
      send: () =>
        volunteer({
          name: 'Mary Somerville',
          email: 'mary@example.com',
          motivation: 'To prove that tides are not computed by chatbots.',
          availability: '3-5 hours per week',
          experiments: ['The Great Memory Competition', 'The Procrastination Algorithm'],
        }),
      email: 'mary@example.com',
      subject: /^Your offer to volunteer for the Club’s research \(reference BAC-V-\d{6}\)$/,
      promise: 'within 48 hours',
      withheld: ['tides', 'Mary', 'The Great Memory Competition'],
      notice: 'New volunteer application from Mary Somerville',
      noticeShows: 'To prove that tides are not computed by chatbots.',
    },
    {
      name: 'a research proposal is acknowledged without its title or text',
      send: () =>
        proposal({
          name: 'Michael Faraday',
          email: 'michael@example.com',
          title: 'Candles versus Autocomplete',
          category: 'Creative Comparison',
          description: 'A chemical history of a candle, written without suggestions.',
          objectives: 'Illumination.',
          methodology: 'Lectures at Christmas.',
          ethics: 'No candles harmed.',
          significance: 'Considerable.',
        }),
      email: 'michael@example.com',
      subject: /^Your research proposal has been received \(reference BAC-P-\d{6}\)$/,
      promise: 'within 5-7 business days',
      withheld: ['Candles', 'Lectures at Christmas.'],
      notice: 'New research proposal: Candles versus Autocomplete',
      noticeShows: 'Lectures at Christmas.',
    },
  ])('$name', async ({ send, email, subject, promise, withheld, notice, noticeShows }) => {
    expect((await send()).status).toBe(201);
    const { mail } = await one(email);
    expect(mail.subject).toMatch(subject);
    expect(mail.text).toContain('Dear Friend of the Club,');
    expect(mail.text).toContain(promise);
    for (const part of [mail.text, mail.html as string]) for (const words of withheld) expect(part).not.toContain(words);
    expect((await keeperNotice(notice)).mail.text).toContain(noticeShows);
  });

  it('an address gets at most three acknowledgements a day, whoever sends the forms; the forms are still kept', async () => {
    const target = 'target@example.com';
    for (let i = 0; i < 5; i++) {
      const res = await contact({ firstName: `Sender ${i}`, email: i % 2 ? 'TARGET@example.com' : target, message: `Spam ${i}` });
      expect(res.status).toBe(201);
    }
    await volunteer({ name: 'Sender V', email: target, motivation: 'Spam V' });
    expect(await arrivals(target, 3)).toHaveLength(3);
    expect(await db().selectFrom('membership_applications').select('id').where('email', '=', target).execute()).toHaveLength(5);
    expect((await outbox(target)).map((r) => r.kind)).toEqual(Array(3).fill('contact-acknowledgement'));
    for (const { mail } of smtp.to(target)) expect(mail.text).not.toContain('Spam');
  });

  it('a bot (honeypot filled) gets the usual answer and no mail', async () => {
    expect((await contact({ firstName: 'Bot', email: 'bot@example.com', website: 'http://spam.example' })).status).toBe(201);
    await new Promise((r) => setTimeout(r, 300));
    expect(await outbox('bot@example.com')).toHaveLength(0);
  });
});

describe('escaping and header injection', () => {
  const evilName = '<script>alert("x")</script>\r\nBcc: victim@example.com';
  const evilTitle = 'Tea <b>&</b> sympathy\r\nBcc: victim@example.com\r\nX-Evil: 1';

  it('a name holding <script> and CR/LF arrives escaped in HTML and harmless in the headers', async () => {
    expect(
      (await contact({ firstName: evilName, email: 'evil@example.com', message: '<img src=x onerror=alert(1)> & "quotes"' })).status,
    ).toBe(201);
    const letter = await one('evil@example.com');
    const notice = await keeperNotice('New fellowship application from <script>');
    // The acknowledgement carries none of it; the keeper's notice carries it escaped.
    expect(letter.mail.html).not.toContain('script');
    expect(letter.mail.text).not.toContain('script');
    for (const { mail, raw, to } of [letter, notice]) {
      // Only the intended recipient was given to the server; no header was added.
      expect(to).toHaveLength(1);
      expect(headerBlock(raw)).not.toMatch(/^Bcc:/im);
      expect(mail.bcc).toBeUndefined();
      expect(mail.headers.has('x-evil')).toBe(false);
      const html = mail.html as string;
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toContain('<img');
    }
    expect(notice.mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(notice.mail.html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(notice.mail.subject).not.toMatch(/[\r\n]/);
    expect(notice.mail.subject).toBe(
      'New fellowship application from <script>alert("x")</script> Bcc: victim@example.com: Complaints About AI',
    );
    expect(letter.mail.to && !Array.isArray(letter.mail.to) && letter.mail.to.value).toEqual([{ name: '', address: 'evil@example.com' }]);
    expect(smtp.to('victim@example.com')).toHaveLength(0);
  });

  it('a proposal title holding markup and CR/LF stays one subject line', async () => {
    const res = await proposal({ name: 'Eve', email: 'eve@example.com', title: evilTitle });
    expect(res.status).toBe(201);
    const { mail, raw } = await one('eve@example.com');
    expect(mail.subject).toMatch(/^Your research proposal has been received \(reference BAC-P-\d{6}\)$/);
    expect(headerBlock(raw)).not.toMatch(/^(Bcc|X-Evil):/im);
    const notice = await keeperNotice('New research proposal: Tea <b>&</b> sympathy');
    expect(notice.mail.subject).toBe('New research proposal: Tea <b>&</b> sympathy Bcc: victim@example.com X-Evil: 1');
    expect(headerBlock(notice.raw)).not.toMatch(/^(Bcc|X-Evil):/im);
    expect(notice.mail.html).toContain('Tea &lt;b&gt;&amp;&lt;/b&gt; sympathy');
    expect(smtp.to('victim@example.com')).toHaveLength(0);
  });

  it('the transport alone (without the letters\u2019 own cleaning) lets no CR/LF start a header either', async () => {
    const transport = smtpTransport(smtp.url, { name: 'The Club', address: 'club@club.example' });
    try {
      const row = {
        id: 0,
        kind: 'admin-notice',
        dedupeKey: 'raw',
        recipient: 'raw@example.com',
        recipientName: '<script>x</script>\r\nBcc: victim@example.com',
        replyTo: null,
        subject: 'Hello\r\nBcc: victim@example.com\r\nX-Evil: 1',
        html: '<p>Hi</p>',
        text: 'Hi',
        messageId: '<raw@club.example>',
      } as Row<'mail_outbox'>;
      await transport.send(row);
    } finally {
      transport.close();
    }
    const { mail, raw, to } = await one('raw@example.com');
    expect(to).toEqual(['raw@example.com']);
    expect(headerBlock(raw)).not.toMatch(/^(Bcc|X-Evil):/im);
    expect(mail.subject).toBe('Hello Bcc: victim@example.com X-Evil: 1');
    expect(smtp.to('victim@example.com')).toHaveLength(0);
  });
});

describe('retries', () => {
  it('a server that refuses the first two tries gets the message on the third', async () => {
    smtp.refuse('grace@example.com', 2);
    const started = Date.now();
    const res = await contact({ firstName: 'Grace', email: 'grace@example.com' });
    // The visitor never waits for the mail.
    expect(res.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(1000);
    await one('grace@example.com');
    expect(smtp.attempts.get('grace@example.com')).toBe(3);
    const [row] = await outbox('grace@example.com');
    expect(row).toMatchObject({ status: 'sent', tries: 3, lastError: null });
  });

  it('after 8 refused tries the message is marked failed with the last error; Retry sends it', async () => {
    smtp.refuse('ida@example.com', 8);
    await contact({ firstName: 'Ida', email: 'ida@example.com' });
    await expect.poll(async () => (await outbox('ida@example.com'))[0]?.status, { timeout: 10_000, interval: 50 }).toBe('failed');
    const [row] = await outbox('ida@example.com');
    expect(row.tries).toBe(8);
    expect(row.lastError).toMatch(/451.*try again later/i);
    expect(smtp.attempts.get('ida@example.com')).toBe(8);
    expect(smtp.to('ida@example.com')).toHaveLength(0);

    const list = await admin('GET', '/api/admin/mail');
    expect(list.status).toBe(200);
    expect(list.json.smtpConfigured).toBe(true);
    expect(list.json.messages.find((m: { id: number }) => m.id === row.id)).toMatchObject({
      recipient: 'ida@example.com',
      subject: row.subject,
      status: 'failed',
      tries: 8,
      lastError: row.lastError,
    });

    const retried = await admin('POST', `/api/admin/mail/${row.id}/retry`);
    expect(retried).toMatchObject({ status: 200, json: { id: row.id, status: 'queued' } });
    await one('ida@example.com');
    expect((await outbox('ida@example.com'))[0]).toMatchObject({ status: 'sent', tries: 1, lastError: null });
    // A sent message is never sent again.
    expect((await admin('POST', `/api/admin/mail/${row.id}/retry`)).status).toBe(409);
  });
});

describe('the outbox is written with the record', () => {
  it('when queueing fails the application is not stored either (one transaction)', async () => {
    const before = await db()
      .selectFrom('membership_applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const broken = { ...t.app.services.mail, settings: null as never };
    await expect(
      submitContactForm(
        db(),
        { firstName: 'Lost', email: 'lost@example.com', subject: 'General Fellowship Inquiry', message: 'M', membershipType: 'associate' },
        broken,
      ),
    ).rejects.toThrow();
    const after = await db()
      .selectFrom('membership_applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('the admin Outbox rows', () => {
  it('list, read one as sent (HTML and text), and refuse visitors', async () => {
    await contact({ firstName: 'Augusta', email: 'augusta@example.com' });
    await one('augusta@example.com');
    const [row] = await outbox('augusta@example.com');
    const read = await admin('GET', `/api/admin/mail/${row.id}`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({
      id: row.id,
      recipient: 'augusta@example.com',
      status: 'sent',
      html: row.html,
      text: row.text,
      subject: row.subject,
    });
    expect((await admin('GET', '/api/admin/mail/999999')).status).toBe(404);
    expect((await injectJson(t.app, 'GET', '/api/admin/mail')).status).toBe(401);
    expect((await injectJson(t.app, 'GET', `/api/admin/mail/${row.id}`)).status).toBe(401);
    expect((await injectJson(t.app, 'POST', `/api/admin/mail/${row.id}/retry`)).status).toBe(401);
  });
});

describe('a webhook delivered twice', () => {
  const fake = useFakeStripe();
  const { t: s } = useTestApp(
    () => stripeMode(fake()),
    () => mailEnv(smtp.url),
  );

  async function sendWebhook(id: string, intentId: string) {
    const res = await postWebhook(s.app, intentEventOf(fake(), id, 'payment_intent.succeeded', intentId));
    expect(res.statusCode).toBe(200);
  }

  it('a payment confirmed twice (Stripe retries the webhook, and sends a second event) yields one email', async () => {
    const created = await injectJson(s.app, 'POST', '/api/create-payment-intent', { membershipType: 'distinguished' });
    const { clientSecret, paymentIntentId } = created.json as { clientSecret: string; paymentIntentId: string };
    await injectJson(s.app, 'POST', '/api/update-payment-intent', { clientSecret, email: 'babbage@example.com', firstName: 'Charles' });
    fake().succeed(paymentIntentId);
    await sendWebhook('evt_mail_1', paymentIntentId);
    await sendWebhook('evt_mail_1', paymentIntentId); // the same event, retried
    await sendWebhook('evt_mail_2', paymentIntentId); // another event about the same intent
    const [{ mail }] = await arrivals('babbage@example.com', 1);
    expect(mail.subject).toMatch(/^Welcome to the Club: your Master Provocateur membership \(receipt BAC-R-\d{6}\)$/);
    expect(mail.text).toContain('£147.00');
    expect(mail.text).not.toContain('demonstration payment');
  });
});

describe('with no SMTP configured', () => {
  let bare: TestApp;
  let open = false;
  beforeAll(async () => {
    bare = await createTestApp({ rateLimitWritesPerMinute: 1000 });
    open = true;
  });
  afterAll(async () => {
    if (open) await bare.app.close();
    if (bare) fs.rmSync(bare.dataDir, { recursive: true, force: true });
  });

  it('messages stay in the outbox, "not sent: no SMTP configured", and Retry sends them once SMTP is configured', async () => {
    const res = await injectJson(bare.app, 'POST', '/api/membership', {
      firstName: 'Hertha',
      email: 'hertha@example.com',
      message: 'Hello',
    });
    expect(res.status).toBe(201);
    const rows = () => bare.app.services.db.selectFrom('mail_outbox').selectAll().where('recipient', '=', 'hertha@example.com').execute();
    await expect.poll(async () => (await rows())[0]?.status, { timeout: 5000, interval: 50 }).toBe('unsent');
    expect((await rows())[0]).toMatchObject({ lastError: 'not sent: no SMTP configured', tries: 0 });
    const bareAdmin = adminRequest(bare.app, await adminCookie(bare.app));
    const list = await bareAdmin('GET', '/api/admin/mail');
    expect(list.json).toMatchObject({
      smtpConfigured: false,
      // Beside the admin's own letter about signing in from a new browser (docs/decisions/036).
      messages: expect.arrayContaining([expect.objectContaining({ recipient: 'hertha@example.com', status: 'unsent' })]),
    });
    const refused = await bareAdmin('POST', `/api/admin/mail/${(await rows())[0].id}/retry`);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toContain('no SMTP configured');

    // The same database after a restart with SMTP_URL and MAIL_FROM set: nothing is lost, nothing sent unasked.
    await bare.app.close();
    open = false;
    const configured = await createTestApp({ rateLimitWritesPerMinute: 1000 }, { ...mailEnv(smtp.url), DATA_DIR: bare.dataDir });
    try {
      const id = (
        await configured.app.services.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('recipient', '=', 'hertha@example.com')
          .executeTakeFirstOrThrow()
      ).id;
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.to('hertha@example.com')).toHaveLength(0);
      const configuredAdmin = adminRequest(configured.app, await adminCookie(configured.app));
      // Hertha's letter, and the admin's own new-device letter from the first app when its worker
      // had marked it unsent before closing (docs/decisions/036).
      const unsent = await configured.app.services.db.selectFrom('mail_outbox').select('id').where('status', '=', 'unsent').execute();
      expect(unsent.map((r) => r.id)).toContain(id);
      expect((await configuredAdmin('POST', '/api/admin/mail/retry-unsent')).json).toMatchObject({ queued: unsent.length });
      const { mail } = await one('hertha@example.com');
      expect(mail.text).toContain('Dear Friend of the Club,');
      const row = await configured.app.services.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'sent', tries: 1, lastError: null });
    } finally {
      await configured.close();
    }
  });
});

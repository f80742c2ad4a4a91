import { describe, expect, it } from 'vitest';
import { formatPence } from '~/shared/events';
import { cancelTicket, checkIn, refundLapsedTickets, releaseExpiredHolds, sendEventReminders } from '~/server/services/event-registrations';
import { renderedLetter } from '~/server/services/mail/finish-letter';
import { QR_PLACEHOLDER } from '~/server/services/mail/render-notes';
import { adminCookie, useAdminTestApp } from '../helpers/admin-session';
import { eventInput } from '../helpers/events';
import { injectJson } from '../helpers/test-app';

// Register Now, never oversold, holds, the waitlist, cancellation and refunds, reminders, check-in
// (docs/decisions/057). On SQLite and PostgreSQL.

const { t, admin, db } = useAdminTestApp({ rateLimitWritesPerMinute: 100_000 });

const HOUR = 3600_000;
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123' };
type Created = { id: number; ticketTypes: { id: number; name: string }[] };
type Answer = { status: string; reference: string | null; amount: number; memberPrice: boolean; clientSecret: string | null };

let n = 0;
/** A new event starting `hours` from now, with the given capacity and a paid and a free ticket. */
async function makeEvent(capacity: number, hours = 24 * 30, ticketTypes?: unknown[]): Promise<Created> {
  const starts = new Date(Date.now() + hours * HOUR);
  const res = await admin(
    'POST',
    '/api/admin/events',
    eventInput(`reg-${++n}-${Math.floor(Math.random() * 1e6)}`, {
      capacity,
      startsAt: starts.toISOString(),
      endsAt: new Date(starts.getTime() + 2 * HOUR).toISOString(),
      ...(ticketTypes && { ticketTypes }),
    }),
  );
  expect(res.status).toBe(201);
  return res.json;
}
const paidOf = (e: Created) => e.ticketTypes[0].id;
const freeOf = (e: Created) => e.ticketTypes[1].id;

const register = async (e: Created, ticketTypeId: number, who: string, extra: Record<string, unknown> = {}) => {
  const res = await injectJson(t.app, 'POST', `/api/events/${e.id}/registrations`, {
    ticketTypeId,
    name: `${who} Person`,
    email: `${who}@example.com`,
    quantity: 1,
    ...extra,
  });
  return { status: res.status, json: res.json as unknown as Answer & { error?: string } };
};
const counts = (id: number) =>
  db().selectFrom('events').select(['registeredCount', 'heldCount', 'attendedCount']).where('id', '=', id).executeTakeFirstOrThrow();
const letters = (to: string, kind: string) =>
  db().selectFrom('mail_outbox').select(['subject', 'html', 'text']).where('recipient', '=', to).where('kind', '=', kind).execute();
const tokenIn = (text: string, path: string) => new RegExp(`${path}/([A-Za-z0-9_-]+)`).exec(text)?.[1] ?? '';
const payDemo = (clientSecret: string) => injectJson(t.app, 'POST', '/api/demo-payments/confirm', { clientSecret, ...card });
const deps = () => ({ db: db(), payments: t.app.services.payments, mail: t.app.services.mail });

describe('Register Now', () => {
  it('confirms a free ticket at once, with its letter carrying the reference, the QR code and the cancel link', async () => {
    const e = await makeEvent(10);
    const res = await register(e, freeOf(e), 'ada');
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ status: 'confirmed', amount: 0, reference: expect.stringMatching(/^BAC-[A-Z2-9]{4}-[A-Z2-9]{4}$/) });
    expect(await counts(e.id)).toMatchObject({ registeredCount: 1, heldCount: 0 });
    const [letter] = await letters('ada@example.com', 'event-ticket');
    expect(letter.text).toContain(res.json.reference ?? 'none');
    // Its QR code and calendar file are made by the worker as it sends it (docs/decisions/063): as it would make them now.
    expect(letter.html).toContain(`src="${QR_PLACEHOLDER}"`);
    const queued = await db().selectFrom('mail_outbox').selectAll().where('recipient', '=', 'ada@example.com').executeTakeFirstOrThrow();
    const sent = await renderedLetter(db(), t.app.services.mail.settings, queued);
    expect(sent.html).toContain('src="data:image/png;base64,');
    expect(sent.html).not.toContain(QR_PLACEHOLDER);
    expect(JSON.parse(sent.attachments ?? '[]')).toMatchObject([{ contentType: expect.stringContaining('text/calendar') }]);
    expect(letter.text).toMatch(/\/calendar\/reg-[\w-]+\.ics/);
    expect(tokenIn(letter.text, '/events-symposiums/ticket')).not.toBe('');
    // The public counts show it; no name is anywhere in the public answer.
    const page = await injectJson(t.app, 'GET', `/api/events/${e.id}`);
    expect(page.json).toMatchObject({ registered: 1, spotsLeft: 9 });
    expect(JSON.stringify(page.json)).not.toContain('ada@example.com');
  });

  it('takes a paid ticket through the demo provider, and gives an active member the members’ price', async () => {
    const e = await makeEvent(10);
    const visitor = await register(e, paidOf(e), 'bob');
    expect(visitor.json).toMatchObject({ status: 'payment', amount: 2500, memberPrice: false });
    expect(await counts(e.id)).toMatchObject({ registeredCount: 0, heldCount: 1 });
    expect((await payDemo(visitor.json.clientSecret ?? '')).json).toMatchObject({ status: 'succeeded' });
    expect(await counts(e.id)).toMatchObject({ registeredCount: 1, heldCount: 0 });
    expect(await letters('bob@example.com', 'event-ticket')).toHaveLength(1);

    const now = new Date().toISOString();
    await db()
      .insertInto('members')
      .values({
        email: 'mem@example.com',
        firstName: 'Mem',
        plan: 'full',
        firstJoinedAt: now,
        periodStart: now,
        periodEnd: new Date(Date.now() + 100 * 24 * HOUR).toISOString(),
      })
      .execute();
    const member = await register(e, paidOf(e), 'MEM');
    expect(member.json).toMatchObject({ status: 'payment', amount: 1500, memberPrice: true });
  });

  it('refuses bad input with 400 and unknown events with 404', async () => {
    const e = await makeEvent(5);
    expect((await register(e, freeOf(e), 'x', { quantity: 0 })).status).toBe(400);
    expect((await register(e, freeOf(e), 'x', { email: 'nope' })).status).toBe(400);
    expect(
      (
        await injectJson(t.app, 'POST', '/api/events/99999/registrations', {
          ticketTypeId: 1,
          name: 'A',
          email: 'a@example.com',
          quantity: 1,
        })
      ).status,
    ).toBe(404);
  });
});

describe('never oversold', () => {
  it('60 registrations at once for 10 seats confirm exactly 10; the rest join the waitlist', async () => {
    const e = await makeEvent(10);
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => register(e, freeOf(e), `burst${i}`, { waitlist: true })));
    expect(answers.filter((a) => a.json.status === 'confirmed')).toHaveLength(10);
    expect(answers.filter((a) => a.json.status === 'waitlisted')).toHaveLength(50);
    expect(await counts(e.id)).toMatchObject({ registeredCount: 10, heldCount: 0 });
    const rows = await db()
      .selectFrom('event_registrations')
      .select('id')
      .where('eventId', '=', e.id)
      .where('status', '=', 'confirmed')
      .execute();
    expect(rows).toHaveLength(10);
    // Without asking for the waitlist: 409.
    expect((await register(e, freeOf(e), 'late')).status).toBe(409);
  });

  it('a hold keeps its seat until it lapses, then releases it', async () => {
    const e = await makeEvent(1);
    const held = await register(e, paidOf(e), 'holder');
    expect(held.json.status).toBe('payment');
    expect((await register(e, freeOf(e), 'other')).status).toBe(409);
    expect(await releaseExpiredHolds(db(), new Date(Date.now() + 5 * 60_000), e.id)).toBe(0);
    expect(await releaseExpiredHolds(db(), new Date(Date.now() + 11 * 60_000), e.id)).toBe(1);
    expect(await counts(e.id)).toMatchObject({ registeredCount: 0, heldCount: 0 });
    expect((await register(e, freeOf(e), 'other')).json.status).toBe('confirmed');
  });
});

describe('a payment that arrives after its hold lapsed', () => {
  /** A paid hold on an event of one seat, lapsed (the events job at 11 minutes). */
  const lapsedHold = async (who: string) => {
    const e = await makeEvent(1);
    const held = await register(e, paidOf(e), who);
    expect(await releaseExpiredHolds(db(), new Date(Date.now() + 11 * 60_000), e.id)).toBe(1);
    return { e, held: held.json };
  };
  const registration = (reference: string | null) =>
    db()
      .selectFrom('event_registrations')
      .selectAll()
      .where('reference', '=', reference ?? '')
      .executeTakeFirstOrThrow();

  it('takes its seat again while the seat is free', async () => {
    const { e, held } = await lapsedHold('slow');
    expect((await payDemo(held.clientSecret ?? '')).json).toMatchObject({ status: 'succeeded' });
    expect(await registration(held.reference)).toMatchObject({ status: 'confirmed', refundedAt: null });
    expect(await counts(e.id)).toMatchObject({ registeredCount: 1, heldCount: 0 });
    expect(await letters('slow@example.com', 'event-ticket')).toHaveLength(1);
  });

  it('is refunded in full, once, with a letter, when the event filled meanwhile', async () => {
    const { e, held } = await lapsedHold('tardy');
    expect((await register(e, freeOf(e), 'prompt')).json.status).toBe('confirmed');
    expect((await payDemo(held.clientSecret ?? '')).json).toMatchObject({ status: 'succeeded' });
    // Never oversold: the late payment has no seat, and no ticket letter.
    expect(await counts(e.id)).toMatchObject({ registeredCount: 1, heldCount: 0 });
    expect(await letters('tardy@example.com', 'event-ticket')).toHaveLength(0);
    expect(await registration(held.reference)).toMatchObject({ status: 'cancelled', refundedAt: null });
    // The events job refunds it; two runs at once (two processes) make one refund and one letter.
    const [a, b] = await Promise.all([refundLapsedTickets(deps(), new Date()), refundLapsedTickets(deps(), new Date())]);
    expect(a + b).toBe(1);
    expect(await refundLapsedTickets(deps(), new Date())).toBe(0);
    const row = await registration(held.reference);
    expect(row.refundedAt).not.toBeNull();
    const refunds = await t.app.services.payments.listRefunds(row.paymentIntentId ?? '');
    expect(refunds.map((r) => r.amount)).toEqual([row.amount]);
    const [letter] = await letters('tardy@example.com', 'event-lapsed-refund');
    expect(letter.text).toContain(`refunded ${formatPence(row.amount)} in full`);
    expect(await letters('tardy@example.com', 'event-lapsed-refund')).toHaveLength(1);
  });
});

describe('the waitlist', () => {
  it('offers a freed seat to the first in line by a letter whose link claims it', async () => {
    const e = await makeEvent(1);
    await register(e, freeOf(e), 'first');
    for (const who of ['wait1', 'wait2']) expect((await register(e, freeOf(e), who, { waitlist: true })).json.status).toBe('waitlisted');
    const [ticket] = await letters('first@example.com', 'event-ticket');
    const cancelled = await injectJson(t.app, 'POST', `/api/event-tickets/${tokenIn(ticket.text, '/events-symposiums/ticket')}/cancel`, {});
    expect(cancelled).toMatchObject({ status: 200, json: { cancelled: true, refunded: false } });
    expect(await letters('wait1@example.com', 'waitlist-offer')).toHaveLength(1);
    expect(await letters('wait2@example.com', 'waitlist-offer')).toHaveLength(0);
    // The offered seat is held: nobody else takes it.
    expect((await register(e, freeOf(e), 'jumper')).status).toBe(409);
    const [offer] = await letters('wait1@example.com', 'waitlist-offer');
    const claim = await injectJson(t.app, 'POST', `/api/event-waitlist/${tokenIn(offer.text, '/events-symposiums/claim')}/claim`, {});
    expect(claim).toMatchObject({ status: 201, json: { status: 'confirmed' } });
    expect(await counts(e.id)).toMatchObject({ registeredCount: 1, heldCount: 0 });
  });
});

describe('cancellation (the spec: full refunds up to 48 hours before)', () => {
  const paidTicket = async (hours: number, who: string) => {
    const e = await makeEvent(5, hours);
    const res = await register(e, paidOf(e), who);
    await payDemo(res.json.clientSecret ?? '');
    const [letter] = await letters(`${who}@example.com`, 'event-ticket');
    return { e, token: tokenIn(letter.text, '/events-symposiums/ticket') };
  };

  it('49 hours before: cancelled and refunded through the provider', async () => {
    const { e, token } = await paidTicket(49, 'early');
    const res = await injectJson(t.app, 'POST', `/api/event-tickets/${token}/cancel`, {});
    expect(res).toMatchObject({ status: 200, json: { cancelled: true, refunded: true } });
    expect(await counts(e.id)).toMatchObject({ registeredCount: 0 });
  });

  it('47 hours before: refused, the seat kept', async () => {
    const { e, token } = await paidTicket(47, 'late');
    const res = await injectJson(t.app, 'POST', `/api/event-tickets/${token}/cancel`, {});
    expect(res.status).toBe(409);
    expect(await counts(e.id)).toMatchObject({ registeredCount: 1 });
    // And the service says the same at 47 hours whatever the request.
    await expect(cancelTicket(deps(), token, new Date())).rejects.toMatchObject({ status: 409 });
  });
});

describe('the reminder the day before', () => {
  it('is sent once per ticket, even by two runs at once', async () => {
    const e = await makeEvent(5, 20);
    await register(e, freeOf(e), 'remind');
    const [a, b] = await Promise.all([
      sendEventReminders(db(), t.app.services.mail, new Date()),
      sendEventReminders(db(), t.app.services.mail, new Date()),
    ]);
    expect(a.queued + b.queued).toBeGreaterThanOrEqual(1);
    expect(await letters('remind@example.com', 'event-reminder')).toHaveLength(1);
    await sendEventReminders(db(), t.app.services.mail, new Date());
    expect(await letters('remind@example.com', 'event-reminder')).toHaveLength(1);
  });
});

describe('check-in at the door', () => {
  it('accepts a ticket once, refuses it the second time, and knows cancelled and unknown ones', async () => {
    const e = await makeEvent(5);
    const { json } = await register(e, freeOf(e), 'door');
    const reference = json.reference ?? '';
    const first = await admin('POST', `/api/admin/events/${e.id}/check-in`, { reference });
    expect(first).toMatchObject({ status: 200, json: { result: 'valid', name: 'door Person' } });
    expect((await admin('POST', `/api/admin/events/${e.id}/check-in`, { reference: reference.toLowerCase() })).json).toMatchObject({
      result: 'already-checked-in',
    });
    expect((await admin('POST', `/api/admin/events/${e.id}/check-in`, { reference: 'BAC-NONE-NONE' })).json).toMatchObject({
      result: 'unknown',
    });
    expect(await counts(e.id)).toMatchObject({ attendedCount: 1 });
    const { json: other } = await register(e, freeOf(e), 'gone');
    const [letter] = await letters('gone@example.com', 'event-ticket');
    await injectJson(t.app, 'POST', `/api/event-tickets/${tokenIn(letter.text, '/events-symposiums/ticket')}/cancel`, {});
    expect((await checkIn(db(), { eventId: e.id, reference: other.reference ?? '' }, new Date())).result).toBe('cancelled');
    const list = await admin('GET', `/api/admin/events/${e.id}/attendees`);
    expect(list.status).toBe(200);
  });
});

describe('the attendee list as CSV', () => {
  /** A staff member of this role, signed in: their Cookie header. */
  const signedIn = async (role: 'editor' | 'moderator') => {
    const email = `${role}-csv@club.example`;
    const cookie = await adminCookie(t.app, email, 'quill-marmalade-lantern-42');
    await db().updateTable('admin_users').set({ role }).where('email', '=', email).execute();
    return cookie;
  };
  const csvOf = (eventId: number, cookie: string) =>
    t.app.inject({ method: 'GET', url: `/api/admin/events/${eventId}/attendees.csv`, headers: { cookie } });

  it('gives an Editor a header and one row per ticket, formula-safe, and refuses a Moderator (403)', async () => {
    const e = await makeEvent(10);
    const ada = await register(e, freeOf(e), 'ada-csv');
    const evil = await register(e, freeOf(e), 'evil-csv', { name: '=HYPERLINK("http://x.example","click")' });
    expect((await admin('POST', `/api/admin/events/${e.id}/check-in`, { reference: ada.json.reference })).json).toMatchObject({
      result: 'valid',
    });

    const refused = await csvOf(e.id, await signedIn('moderator'));
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('ada-csv@example.com');

    const res = await csvOf(e.id, await signedIn('editor'));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="attendees-reg-[\w-]+-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('Reference,Name,Email,Ticket type,Quantity,Status,Checked in at');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(
      new RegExp(`^${ada.json.reference},ada-csv Person,ada-csv@example.com,Student,1,confirmed,\\d{4}-\\d{2}-\\d{2}T`),
    );
    // The formula is neutralised with a leading quote (csv.ts), then quoted for its commas and quotes.
    expect(lines[2]).toBe(`${evil.json.reference},"'=HYPERLINK(""http://x.example"",""click"")",evil-csv@example.com,Student,1,confirmed,`);

    expect((await csvOf(987654, await signedIn('editor'))).statusCode).toBe(404);
    expect((await csvOf(0, await signedIn('editor'))).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/events/${e.id}/attendees.csv` })).statusCode).toBe(401);
  });
});

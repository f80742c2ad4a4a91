import { randomUUID } from 'node:crypto';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '~/routers';
import { describe, expect, it } from 'vitest';
import { syncMember, yearAfter } from '~/server/services/members';
import { useAdminTestApp } from '../helpers/admin-session';
import { createTestApp, injectJson } from '../helpers/test-app';
import { payAsVisitor } from '../helpers/member-calls';
import { auditEntries } from '../helpers/audit-log';

// Members, renewals, refunds through the demo provider and receipts (docs/decisions/028), on both
// dialects. Time is moved through the app's injected clock, never slept.
const DAY = 86_400_000;
let now = new Date();
const { t, db, admin } = useAdminTestApp({ rateLimitWritesPerMinute: 1000, clock: () => now });

const pay = (email: string, firstName: string, membershipType = 'full', app = t.app) => payAsVisitor(app, email, firstName, membershipType);

const member = (email: string) => db().selectFrom('members').selectAll().where('email', '=', email).executeTakeFirst();
const letters = (kind: string, to?: string) => {
  let q = db().selectFrom('mail_outbox').selectAll().where('kind', '=', kind);
  if (to) q = q.where('recipient', '=', to);
  return q.orderBy('id').execute();
};
type Out = inferRouterOutputs<AppRouter>['admin'];
type Answer<T> = { status: number; data: T; error?: { message: string } };
const answer = <T>(res: { status: number; json: unknown }): Answer<T> => {
  const body = res.json as { result?: { data: T }; error?: { message: string } } | undefined;
  return { status: res.status, data: body?.result?.data as T, ...(body?.error && { error: body.error }) };
};
const trpcGet = async <T>(path: string, input: unknown) =>
  answer<T>(await admin('GET', `/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`));
const trpcPost = async <T>(path: string, input: unknown) => answer<T>(await admin('POST', `/trpc/${path}`, input));
const membersPage = (input: Record<string, unknown>) => trpcGet<Out['members']['page']>('admin.members.page', input);
const refund = (input: Record<string, unknown>) => trpcPost<Out['payments']['refund']>('admin.payments.refund', input);
const emails = (page: Answer<Out['members']['page']>) => page.data.items.map((i) => i.email);

describe('a payment makes a member, a second extends it', () => {
  it('makes the member of the payer, by email in lower case, with a year from the payment', async () => {
    const payment = await pay('Ada@Example.com', 'Ada');
    const m = await member('ada@example.com');
    expect(m).toMatchObject({ email: 'ada@example.com', firstName: 'Ada', plan: 'full', status: 'active' });
    expect(m!.firstJoinedAt).toBe(payment.createdAt);
    expect(m!.periodStart).toBe(payment.createdAt);
    expect(m!.periodEnd).toBe(yearAfter(payment.createdAt));
    expect(payment.memberId).toBe(m!.id);
    // The confirmation is the receipt: plan, amount, date, reference, and now the period.
    const [confirmation] = await letters('membership-confirmation', 'ada@example.com');
    expect(confirmation.text).toMatch(/Receipt number:\s+BAC-R-\d{6}/);
    expect(confirmation.text).toContain('£47.00');
    expect(confirmation.text).toContain(payment.stripePaymentIntentId);
    expect(confirmation.text).toMatch(/Member until:\s+\d{1,2} \w+ \d{4}/);
  });

  it('extends from the end of the period when the same person (any case) pays again before it ends', async () => {
    const first = await member('ada@example.com');
    await pay('ADA@example.COM', 'Ada', 'distinguished');
    const m = await member('ada@example.com');
    expect(m!.id).toBe(first!.id);
    expect(m).toMatchObject({ plan: 'distinguished', firstJoinedAt: first!.firstJoinedAt, periodStart: first!.periodEnd });
    expect(m!.periodEnd).toBe(yearAfter(first!.periodEnd));
    expect(await db().selectFrom('members').select('id').where('email', 'like', '%ada%').execute()).toHaveLength(1);
  });

  it('starts a fresh year from a payment made after the period lapsed', async () => {
    const values = (id: string, createdAt: string) => ({
      stripePaymentIntentId: id,
      email: 'lapsed@example.com',
      firstName: 'Lapsed',
      membershipType: 'basic',
      amount: 700,
      createdAt,
    });
    await db().insertInto('payments').values(values('demo_pi_old1', '2020-01-10T10:00:00.000Z')).execute();
    await db().insertInto('payments').values(values('demo_pi_old2', '2022-06-01T09:00:00.000Z')).execute();
    const m = await syncMember(db(), 'Lapsed@example.com');
    expect(m).toMatchObject({
      firstJoinedAt: '2020-01-10T10:00:00.000Z',
      periodStart: '2022-06-01T09:00:00.000Z',
      periodEnd: '2023-06-01T09:00:00.000Z',
    });
  });

  it('makes no member of the checkout placeholder', async () => {
    expect(await syncMember(db(), 'pending@checkout.invalid')).toBeNull();
  });
});

describe('the Members tab', () => {
  it('lists a page with states and counts, searchable, filtered by status and plan', async () => {
    const all = await membersPage({});
    expect(all.status).toBe(200);
    expect(all.data.total).toBe(2);
    expect(all.data.counts).toEqual({ active: 1, expiring: 0, lapsed: 1, refunded: 0 });
    const ada = all.data.items.find((i) => i.email === 'ada@example.com');
    expect(ada).toMatchObject({ status: 'active', plan: 'distinguished', payments: 2 });
    expect(emails(await membersPage({ status: 'lapsed' }))).toEqual(['lapsed@example.com']);
    expect((await membersPage({ plan: 'basic', status: 'active' })).data.total).toBe(0);
    expect((await membersPage({ q: 'ADA' })).data.total).toBe(1);
    expect((await membersPage({ status: 'gone' })).status).toBe(400);
  });

  it('exports the filtered list as CSV through the export mechanism', async () => {
    const res = await admin('GET', '/api/admin/export/members.csv?status=lapsed');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('id,email,firstName,plan,status,firstJoinedAt,periodStart,periodEnd,payments');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('lapsed@example.com');
    expect((await admin('GET', '/api/admin/export/members.csv?status=nope')).status).toBe(400);
    const audit = await db()
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('kind', '=', 'export')
      .orderBy('id', 'desc')
      .executeTakeFirst();
    expect(audit?.detail).toContain('members: 1 row');
  });

  it('gives Analytics the counts and, per month, new members and income net of refunds', async () => {
    const stats = await trpcGet<Out['members']['stats']>('admin.members.stats', {});
    expect(stats.status).toBe(200);
    expect(stats.data.byMonth).toHaveLength(12);
    const thisMonth = stats.data.byMonth.at(-1);
    expect(thisMonth).toMatchObject({ month: now.toISOString().slice(0, 7), joined: 1, payments: 2, income: 4700 + 14700 });
  });

  it('is for administrators only', async () => {
    expect((await injectJson(t.app, 'GET', `/trpc/admin.members.page?input=${encodeURIComponent('{}')}`)).status).toBe(401);
    expect((await injectJson(t.app, 'GET', '/api/admin/export/members.csv')).status).toBe(401);
  });
});

describe('renewal letters', () => {
  const reminders = () => letters('renewal-reminder', 'bea@example.com');
  let end = '';

  it('sends the 30-day, the 7-day and the lapse letter once each as the clock passes their dates', async () => {
    const payment = await pay('bea@example.com', 'Bea', 'basic');
    end = yearAfter(payment.createdAt);
    const scheduler = t.app.services.scheduler;
    now = new Date(Date.parse(end) - 40 * DAY);
    await scheduler.runNow();
    expect(await reminders()).toHaveLength(0);

    now = new Date(Date.parse(end) - 29 * DAY);
    await scheduler.runNow();
    await scheduler.runNow();
    let sent = await reminders();
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toContain('Anonymous Observer membership ends on');
    expect(sent[0].text).toContain('http://localhost:3000/checkout?type=basic&email=bea%40example.com');

    now = new Date(Date.parse(end) - 6 * DAY);
    await scheduler.runNow();
    sent = await reminders();
    expect(sent).toHaveLength(2);
    expect(sent[1].subject).toMatch(/^One week left/);
    expect(emails(await membersPage({ status: 'expiring' }))).toContain('bea@example.com');

    now = new Date(Date.parse(end) + DAY);
    await scheduler.runNow();
    await scheduler.runNow();
    sent = await reminders();
    expect(sent).toHaveLength(3);
    expect(sent[2].subject).toContain('has lapsed');
    expect((await member('bea@example.com'))!.reminderStage).toBe(3);
  });

  it('starts again for the new period after a renewal', async () => {
    now = new Date();
    await pay('bea@example.com', 'Bea', 'basic');
    const m = await member('bea@example.com');
    // Paid after the period ended (by the real clock it has not; by the payments' own dates it extends).
    expect(m!.periodEnd > end).toBe(true);
    now = new Date(Date.parse(m!.periodEnd) - 10 * DAY);
    await t.app.services.scheduler.runNow();
    const sent = await reminders();
    expect(sent).toHaveLength(4);
    expect(sent[3].dedupeKey).toContain(m!.periodEnd);
  });

  it('sends each letter once with two processes on one database, and catches up after a restart past its date', async () => {
    now = new Date();
    const payment = await pay('cy@example.com', 'Cy', 'full');
    const cyEnd = Date.parse(yearAfter(payment.createdAt));
    // A second process on the same database (a restart of the same install on SQLite, a second process on PostgreSQL).
    now = new Date(cyEnd - 20 * DAY);
    const second = await createTestApp({ rateLimitWritesPerMinute: 1000, clock: () => now }, { DATA_DIR: t.dataDir });
    try {
      await second.app.services.scheduler.idle();
      await Promise.all([t.app.services.scheduler.runNow(), second.app.services.scheduler.runNow(), t.app.services.scheduler.runNow()]);
      expect(await letters('renewal-reminder', 'cy@example.com')).toHaveLength(1);
    } finally {
      await second.app.close();
    }
    // The server is down through the 7-day date and starts again after the end: the lapse letter goes
    // out by itself at start, and the 7-day one it slept through is not sent late.
    now = new Date(cyEnd + 2 * DAY);
    const restarted = await createTestApp({ rateLimitWritesPerMinute: 1000, clock: () => now }, { DATA_DIR: t.dataDir });
    try {
      await restarted.app.services.scheduler.idle();
      const sent = await letters('renewal-reminder', 'cy@example.com');
      expect(sent.map((s) => s.dedupeKey.split(':')[2])).toEqual(['renewal-1', 'renewal-3']);
    } finally {
      await restarted.app.close();
    }
  });
});

describe('refunds through the demo provider, and receipts', () => {
  it('refunds part of a payment with a reason: audited, a letter, the member unchanged', async () => {
    now = new Date();
    const payment = await pay('dee@example.com', 'Dee', 'full');
    const before = await member('dee@example.com');
    const requestId = randomUUID();
    // A double click: the same request twice at once refunds once.
    const [a, b] = await Promise.all([
      refund({ id: payment.id, amount: 1000, reason: 'Goodwill for a late certificate', requestId }),
      refund({ id: payment.id, amount: 1000, reason: 'Goodwill for a late certificate', requestId }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.data.refunded, b.data.refunded].sort()).toEqual([0, 1000]);
    const row = await db().selectFrom('payments').selectAll().where('id', '=', payment.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'partially_refunded', refundedAmount: 1000 });
    expect(await member('dee@example.com')).toMatchObject({ status: 'active', periodEnd: before!.periodEnd });
    const refundLetters = await letters('refund-notice', 'dee@example.com');
    expect(refundLetters).toHaveLength(1);
    expect(refundLetters[0].text).toContain('£10.00');
    expect(refundLetters[0].text).toContain('Goodwill for a late certificate');
    const audit = await auditEntries(db(), 'payment', 'refund');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entityId: payment.id, adminEmail: 'keeper@club.example' });
  });

  it('refuses more than is left, then refunds the rest in full: the member is refunded', async () => {
    const payment = await db().selectFrom('payments').selectAll().where('email', '=', 'dee@example.com').executeTakeFirstOrThrow();
    const tooMuch = await refund({ id: payment.id, amount: 4000, reason: 'Paid twice' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.error?.message).toContain('3700');
    expect((await refund({ id: payment.id, reason: '' })).status).toBe(400);
    const rest = await refund({ id: payment.id, reason: 'Paid twice by mistake' });
    expect(rest).toMatchObject({ status: 200, data: { status: 'refunded', refundedAmount: 4700, refunded: 3700 } });
    expect(await member('dee@example.com')).toMatchObject({ status: 'refunded' });
    expect(emails(await membersPage({ status: 'refunded' }))).toEqual(['dee@example.com']);
    const again = await refund({ id: payment.id, reason: 'Once more' });
    expect(again.status).toBe(409);
    expect(await db().selectFrom('payment_refunds').selectAll().where('paymentId', '=', payment.id).execute()).toHaveLength(2);
    expect((await refund({ id: 999_999, reason: 'No such payment' })).status).toBe(404);
    expect((await injectJson(t.app, 'POST', '/trpc/admin.payments.refund', { id: payment.id, reason: 'x' })).status).toBe(401);
  });

  it('resends the receipt from the Payments tab, audited', async () => {
    const payment = await db().selectFrom('payments').selectAll().where('email', '=', 'cy@example.com').executeTakeFirstOrThrow();
    const before = await letters('membership-confirmation', 'cy@example.com');
    const res = await trpcPost<Out['payments']['resendReceipt']>('admin.payments.resendReceipt', { id: payment.id });
    expect(res).toMatchObject({ status: 200, data: { queued: true, to: 'cy@example.com' } });
    const after = await letters('membership-confirmation', 'cy@example.com');
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)!.text).toContain(`BAC-R-${String(payment.id).padStart(6, '0')}`);
    expect(after.at(-1)!.text).toContain(payment.stripePaymentIntentId);
    const audit = await db().selectFrom('admin_audit_log').selectAll().where('action', '=', 'resend').execute();
    expect(audit).toHaveLength(1);
    expect((await trpcPost<Out['payments']['resendReceipt']>('admin.payments.resendReceipt', { id: 999_999 })).status).toBe(404);
  });

  it('shows refunds in the Payments list', async () => {
    const page = await trpcGet<Out['payments']['page']>('admin.payments.page', { q: 'dee@' });
    expect(page.data.items[0]).toMatchObject({ status: 'refunded', refundedAmount: 4700, disputedAt: null });
  });
});

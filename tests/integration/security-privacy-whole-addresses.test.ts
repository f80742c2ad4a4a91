import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, useAdminTestApp, validItem } from '../helpers/admin-session';
import { injectJson } from '../helpers/test-app';
import { approvedComment, fillEveryForm } from '../helpers/privacy-traces';
import { TABLES } from '../helpers/tables';
import { createOrResetAdmin } from '~/server/services/admin-accounts';
import type { Database } from '~/server/db/schema';
import { sql } from 'kysely';

// Issue 38 item 5 (docs/decisions/029, "Whole addresses"): the privacy tool finds an address as a
// whole token, never inside another one. `r@example.com` sits inside `owner@example.com`; before
// the fix, the export of r returned owner's letters (with live invitation links) and the erasure
// of r deleted owner's letters and throttle counters.
const { t, admin, db } = useAdminTestApp({ rateLimitWritesPerMinute: 1000 }, { MAIL_ADMIN_TO: 'keeper.notices@club.example' });

const R = 'r@example.com';
const OWNER = 'owner@example.com';
const BAR = 'bar@example.com';
const PEOPLE = [R, OWNER, BAR] as const;

/** The test's own reading of "a whole address" (written apart from the service's, on purpose). */
const mentions = (text: string, email: string) =>
  new RegExp(`(?:^|[^\\p{L}\\p{N}._'+@-])${email.replace(/[.+]/g, '\\$&')}(?![\\p{L}\\p{N}_@-]|\\.[\\p{L}\\p{N}])`, 'iu').test(text);

/** A row's identity: its key column. */
const identity = (row: Record<string, unknown>): string => {
  const key = ['id', 'key', 'tokenHash', 'adminUserId', 'name', 'tag'].map((k) => row[k]).find((v) => v !== undefined && v !== null);
  return typeof key === 'string' || typeof key === 'number' ? String(key) : JSON.stringify(row);
};

type Snapshot = Partial<Record<keyof Database, string[]>>;

/** For one address: table by table, the rows that mention it (in any column), by identity. */
async function rowsMentioning(email: string): Promise<Snapshot> {
  const found: Snapshot = {};
  for (const table of TABLES) {
    const rows = (await db().selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
    const ids = rows.filter((row) => mentions(JSON.stringify(row), email)).map(identity);
    if (ids.length > 0) found[table] = ids.sort();
  }
  return found;
}

/** Which of `values` a column still holds after the erasure, sorted. */
async function stillThere<T extends string | number>(table: keyof Database, column: string, values: T[]): Promise<T[]> {
  const { rows } = await sql<{
    value: T;
  }>`select ${sql.ref(column)} as value from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(values)})`.execute(db());
  return rows.map((row) => row.value).sort();
}

const trpc = async <T>(path: string, input: unknown): Promise<{ status: number; data: T }> => {
  const res = await admin('POST', `/trpc/${path}`, input);
  return { status: res.status, data: (res.json as { result: { data: T } }).result?.data };
};

/** A person's traces, through the site's own forms and the panel, in every table that can hold an address. */
async function plant(email: string, name: string, ip: string) {
  await approvedComment(t.app, admin, email, name);
  const seeded = await db()
    .selectFrom('comments')
    .select('id')
    .where('isApproved', '=', 1)
    .where('authorEmail', 'not in', [...PEOPLE])
    .executeTakeFirstOrThrow();
  expect((await injectJson(t.app, 'POST', '/api/reactions', { commentId: seeded.id, reaction: 'heart', userEmail: email })).status).toBe(
    201,
  );
  await fillEveryForm(t.app, email, name);
  const payment = await db().selectFrom('payments').select(['id', 'metadata']).where('email', '=', email).executeTakeFirstOrThrow();
  // The provider's metadata and an administrator's refund note may name the payer in free text.
  await db()
    .updateTable('payments')
    .set({ metadata: JSON.stringify({ ...JSON.parse(payment.metadata ?? '{}'), receiptEmail: email }) })
    .where('id', '=', payment.id)
    .execute();
  await db()
    .insertInto('payment_refunds')
    .values({ paymentId: payment.id, providerRefundId: `re_${name}`, amount: 100, reason: `Asked for by ${email}`, source: 'panel' })
    .execute();
  // An invitation to the staff (its letter carries a live link), then the staff account.
  expect((await trpc('admin.staff.invite', { email, role: 'editor' })).status).toBe(200);
  await createOrResetAdmin(db(), email, 'a-long-enough-password-for-staff');
  // A reset letter (a live link) and its throttle counter; a failed login (audit entry, counters).
  expect((await injectJson(t.app, 'POST', '/trpc/admin.auth.requestPasswordReset', { email })).status).toBe(200);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password: 'not-the-password-at-all' }),
    remoteAddress: ip,
  });
  expect(login.statusCode).toBe(401);
  await db()
    .insertInto('rate_limits')
    .values({ key: `admin-login:second-factor:${email}`, count: 1, expiresAt: Date.now() + 600_000 })
    .execute();
  // A block on the address (after the comment and reaction, which it would refuse).
  expect((await trpc('admin.moderation.block', { kind: 'email', value: email, note: `Spam from ${email}` })).status).toBe(200);
}

type Found = Record<string, unknown> & { email: string };

/** The values of link parameters that carry a secret, left in a text: none may be. */
const liveTokens = (text: string) => [...text.matchAll(/[?#&](?:reset|invitation|token)=(?!\[removed\])[^\s"&#\\]+/g)].map((m) => m[0]);

describe('the privacy tool finds whole addresses only', () => {
  it('plants r@, owner@ and bar@ everywhere; the export of each holds its own rows, no one else’s and no token', async () => {
    await plant(R, 'Rhoda', '192.0.2.1');
    await plant(OWNER, 'Olwen', '192.0.2.2');
    await plant(BAR, 'Barnaby', '192.0.2.3');
    // Editorial text naming an address: the club's published words, not a record of the person (not scanned).
    expect(
      (await admin('POST', '/api/admin/content', { ...validItem.content, title: 'Letters page', description: `<p>Write to ${OWNER}</p>` }))
        .status,
    ).toBe(201);

    const before = Object.fromEntries(await Promise.all(PEOPLE.map(async (p) => [p, await rowsMentioning(p)] as const)));
    // Planted in every table the club keeps an address in.
    for (const p of PEOPLE) {
      expect(Object.keys(before[p]).sort()).toEqual(
        expect.arrayContaining([
          'admin_audit_log',
          'admin_users',
          'comment_reactions',
          'comments',
          'ego_reports',
          'mail_outbox',
          'members',
          'membership_applications',
          'moderation_blocks',
          'payment_refunds',
          'payments',
          'rate_limits',
          'research_proposals',
          'staff_invitations',
          'viral_shares',
          'volunteer_applications',
        ]),
      );
    }
    // The tokens the letters carry today (another change may stop the outbox keeping them).
    const letters = await db().selectFrom('mail_outbox').select('text').execute();
    const tokens = letters.flatMap((l) => liveTokens(l.text)).map((m) => m.replace(/^.*?=/, ''));

    for (const person of PEOPLE) {
      const others = PEOPLE.filter((p) => p !== person);
      const exported = await trpc<Found>('admin.privacy.export', { email: person });
      expect(exported.status).toBe(200);
      const text = JSON.stringify(exported.data);
      for (const other of others) expect(mentions(text, other), `${person}'s export names ${other}`).toBe(false);
      expect(liveTokens(text)).toEqual([]);
      for (const token of tokens) expect(text).not.toContain(token);
      expect(text).not.toContain('tokenHash');
      expect(text).not.toContain('passwordHash');
      // Its own rows are there: the letters to the person, the invitation, the throttle-free rest.
      const data = exported.data as Record<string, unknown[]>;
      expect(data.comments).toHaveLength(1);
      expect(data.payments).toHaveLength(1);
      expect(data.members).toHaveLength(1);
      expect(data.invitations).toHaveLength(1);
      expect(data.staffAccount).toHaveLength(1);
      expect(data.blocks).toHaveLength(1);
      expect(data.refunds).toHaveLength(1);
      expect(data.letters.length).toBeGreaterThanOrEqual(6);
    }

    // Erasure, one at a time: the others' rows are the same rows before and after, table by table.
    const erased: string[] = [];
    for (const person of PEOPLE) {
      const res = await trpc<{ erased: true; counts: Record<string, number> }>('admin.privacy.erase', { email: person, confirm: 'ERASE' });
      expect(res.status).toBe(200);
      erased.push(person);
      for (const other of PEOPLE.filter((p) => !erased.includes(p))) {
        expect(await rowsMentioning(other), `erasing ${person} touched ${other}'s rows`).toEqual(before[other]);
      }
      // What is left of the person (decision 029): the staff account with the audit entries of its own
      // actions, the block on the address, and (for owner@) the club's editorial text; nothing else.
      const left = await rowsMentioning(person);
      const kept = [
        'admin_audit_log',
        'admin_users',
        'moderation_blocks',
        ...(person === OWNER ? ['content_items', 'search_documents'] : []),
      ];
      expect(Object.keys(left).sort(), `${person} after erasure`).toEqual(kept.sort());
      const entries = await db().selectFrom('admin_audit_log').selectAll().where('id', 'in', left.admin_audit_log!.map(Number)).execute();
      for (const entry of entries) expect(entry.adminUserId, `${entry.action} of ${person} kept`).not.toBeNull();
    }
    // The editorial text is untouched.
    expect((await db().selectFrom('content_items').select('id').where('description', 'like', `%${OWNER}%`).execute()).length).toBe(1);
  });

  it('never takes an address inside another (rr@, r@….evil, x.r@, o’r@) for it; punctuation around it does not hide it', async () => {
    const neighbours = ['rr@example.com', 'r@example.com.evil', 'x.r@example.com', "o'r@example.com", 'r@example.com-evil.test'];
    const insertAudit = (detail: string) =>
      db()
        .insertInto('admin_audit_log')
        .values({ adminUserId: null, adminEmail: ADMIN_EMAIL, kind: 'staff', action: 'invite', detail, ip: '192.0.2.9' })
        .returning('id')
        .executeTakeFirstOrThrow();
    const letter = (n: number, text: string) =>
      db()
        .insertInto('mail_outbox')
        .values({
          kind: 'admin-notice',
          dedupeKey: `neighbour:${n}`,
          recipient: 'keeper.notices@club.example',
          subject: 'A notice',
          html: `<p>${text}</p>`,
          text,
          messageId: `<neighbour-${n}@club.example>`,
          status: 'unsent',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const otherAudit: number[] = [];
    const otherLetters: number[] = [];
    for (const [i, n] of neighbours.entries()) {
      otherAudit.push((await insertAudit(`${n} as Editor`)).id);
      otherLetters.push((await letter(i, `Reply to ${n} please.`)).id);
      await db()
        .insertInto('rate_limits')
        .values({ key: `admin-login:email:${n}`, count: 1, expiresAt: Date.now() + 600_000 })
        .execute();
    }
    // The address itself, at the end of a sentence, in angle brackets, upper-cased, in a key.
    const mine = [
      (await insertAudit(`Reply to ${R}.`)).id,
      (await insertAudit(`Ada <R@Example.COM>`)).id,
      (await insertAudit(`{"email":"${R}"}`)).id,
    ];
    const myLetter = (await letter(99, `From: ${R}\nSubject: hello`)).id;
    const myKey = `admin-reset:email:${R}`;
    await db()
      .insertInto('rate_limits')
      .values({ key: myKey, count: 1, expiresAt: Date.now() + 600_000 })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();

    const found = await trpc<{ auditEntries: { id: number }[]; letters: { id: number }[] }>('admin.privacy.find', { email: R });
    expect(found.data.auditEntries.map((e) => e.id).sort()).toEqual(mine.sort());
    expect(found.data.letters.map((l) => l.id)).toEqual([myLetter]);

    expect((await trpc('admin.privacy.erase', { email: R, confirm: 'ERASE' })).status).toBe(200);
    const audit = await db()
      .selectFrom('admin_audit_log')
      .select(['id', 'detail'])
      .where('id', 'in', [...otherAudit, ...mine])
      .execute();
    for (const row of audit) {
      if (mine.includes(row.id)) expect(row.detail).toBe('[erased]');
      else expect(row.detail).not.toBe('[erased]');
    }
    expect(await stillThere('mail_outbox', 'id', [...otherLetters, myLetter])).toEqual(otherLetters.sort());
    const neighbourKeys = neighbours.map((n) => `admin-login:email:${n}`);
    expect(await stillThere('rate_limits', 'key', [...neighbourKeys, myKey])).toEqual(neighbourKeys.sort());
  });
});

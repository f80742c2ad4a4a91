import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../helpers/admin-session';
import { injectJson } from '../helpers/test-app';
import { approvedComment, fillEveryForm } from '../helpers/privacy-traces';
import { TABLES } from '../helpers/tables';

// People's own data (docs/decisions/029): an Owner finds, exports and erases what the
// club holds about an address; afterwards no column of any table holds it.
const { t, admin, db } = useAdminTestApp({ rateLimitWritesPerMinute: 1000 }, { MAIL_ADMIN_TO: 'keeper.notices@club.example' });

const PERSON = 'ada.person@example.com';
const OTHER = 'grace.other@example.com';

/** Every table's every row, as text: the scan of every column (of every type) for an address. */
async function tablesMentioning(needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const table of TABLES) {
    const rows = await db().selectFrom(table).selectAll().execute();
    if (JSON.stringify(rows).toLowerCase().includes(needle.toLowerCase())) found.push(table);
  }
  return found;
}

/** Leaves a trace of `email` (and its owner's name) in every table a visitor can reach. */
async function visit(email: string, name: string) {
  const commentId = await approvedComment(t.app, admin, email, name);
  const approved = await db()
    .selectFrom('comments')
    .select('id')
    .where('isApproved', '=', 1)
    .where('id', '!=', commentId)
    .executeTakeFirstOrThrow();
  expect((await injectJson(t.app, 'POST', '/api/reactions', { commentId: approved.id, reaction: 'heart', userEmail: email })).status).toBe(
    201,
  );
  // Someone else reacts to the person's comment: that reaction goes with the comment.
  expect(
    (await injectJson(t.app, 'POST', '/api/reactions', { commentId, reaction: 'heart', userEmail: 'bystander@example.com' })).status,
  ).toBe(201);
  await fillEveryForm(t.app, email, name);
  // A failed admin login with the address: the audit log holds the address it tried.
  await injectJson(t.app, 'POST', '/api/admin/login', { email, password: 'not-the-password-at-all' });
}

const trpc = async <T>(path: string, input: unknown): Promise<{ status: number; data: T }> => {
  const res = await admin('POST', `/trpc/${path}`, input);
  return { status: res.status, data: (res.json as { result: { data: T } }).result?.data };
};

type Found = Record<string, Record<string, unknown>[]> & { email: string };

describe("people's own data", () => {
  it('finds everything about an address, case-insensitively, in every table that holds it', async () => {
    await visit(PERSON, 'Ada Person');
    await visit(OTHER, 'Grace Other');
    const { status, data } = await trpc<Found>('admin.privacy.find', { email: 'ADA.Person@Example.com' });
    expect(status).toBe(200);
    expect(data.email).toBe(PERSON);
    const counts = Object.fromEntries(Object.entries(data).flatMap(([k, v]) => (Array.isArray(v) ? [[k, v.length]] : [])));
    expect(counts).toMatchObject({
      comments: 1,
      reactions: 1,
      applications: 1,
      volunteers: 1,
      proposals: 1,
      supporters: 1,
      egoReports: 1,
      payments: 1,
      auditEntries: 1,
      // The payment made a member (docs/decisions/028).
      members: 1,
    });
    // Acknowledgements to the person, and the club's notices about them (their address in the text).
    expect(data.letters.length).toBeGreaterThanOrEqual(6);
    // Nobody else's rows.
    expect(JSON.stringify(data)).not.toContain(OTHER);
  });

  it('needs an administrator, and a valid address', async () => {
    const anonymous = await injectJson(t.app, 'POST', '/trpc/admin.privacy.find', { email: PERSON });
    expect(anonymous.status).toBe(401);
    expect((await admin('POST', '/trpc/admin.privacy.find', { email: 'not-an-address' })).status).toBe(400);
    expect((await admin('POST', '/trpc/admin.privacy.erase', { email: PERSON })).status).toBe(400);
    expect(await tablesMentioning(PERSON)).not.toEqual([]);
  });

  it('exports it as JSON (audited without the address), then erases it: no trace in any column of any table', async () => {
    const exported = await trpc<Found>('admin.privacy.export', { email: PERSON });
    expect(exported.status).toBe(200);
    expect(exported.data.payments).toHaveLength(1);
    const paymentId = exported.data.payments[0].id as number;
    const before = await tablesMentioning(PERSON);
    expect(before).toEqual(
      expect.arrayContaining([
        'comments',
        'comment_reactions',
        'membership_applications',
        'viral_shares',
        'ego_reports',
        'payments',
        'volunteer_applications',
        'research_proposals',
        'mail_outbox',
        'admin_audit_log',
      ]),
    );

    const erased = await trpc<{ erased: true; counts: Record<string, number> }>('admin.privacy.erase', { email: PERSON, confirm: 'ERASE' });
    expect(erased.status).toBe(200);
    expect(erased.data.counts).toMatchObject({ comments: 1, payments: 1 });

    expect(await tablesMentioning(PERSON)).toEqual([]);
    // Names typed with the address went with it (the club's notices, the audit entries naming the records).
    expect(await tablesMentioning('Ada Person')).toEqual([]);
    // The payment stays in the accounts, without its payer.
    const payment = await db().selectFrom('payments').selectAll().where('id', '=', paymentId).executeTakeFirstOrThrow();
    expect(payment).toMatchObject({ email: 'erased@erased.invalid', firstName: 'Erased', amount: 4700, status: 'succeeded' });
    // The bystander's reaction to the erased comment went with it; the other person is untouched.
    expect(await db().selectFrom('comment_reactions').select('id').where('userEmail', '=', 'bystander@example.com').execute()).toHaveLength(
      1,
    );
    expect((await trpc<Found>('admin.privacy.find', { email: OTHER })).data.comments).toHaveLength(1);
    // The export and the erasure are audited, without the address.
    const entries = await db().selectFrom('admin_audit_log').selectAll().where('kind', '=', 'privacy').orderBy('id').execute();
    expect(entries.map((e) => e.action)).toEqual(['download', 'erase']);
    expect(entries[1].detail).toMatch(/1 comments/);
    // Found again: nothing.
    const after = await trpc<Found>('admin.privacy.find', { email: PERSON });
    expect(Object.values(after.data).filter((v) => Array.isArray(v) && v.length > 0)).toEqual([]);
  });
});

import { deleteMemberData, memberDataFor } from './members';
import { deleteSubscriptionData, subscriptionDataFor } from './dispatch';
import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { personalDataErasedOutput } from '~/shared/schemas/privacy';
import { fromJsonList } from '../db/columns';
import { type DB, inBatches, inTransaction } from '../db/database';
import type { Database } from '../db/schema';
import { normaliseEmail } from '~/shared/schemas/fields';

/**
 * People's own data (docs/decisions/029): everything the club holds about one email
 * address, found in every table that holds it, exported as one JSON document, and erased in one
 * transaction.
 *
 * An address is found whole (docs/decisions/029, "Whole addresses"): a column that holds one
 * address is compared with it, lower-cased; a text that may mention one (a letter, an audit
 * entry's detail, a throttle key, a payment's metadata, a refund's or a block's note) is narrowed
 * in SQL by LIKE and then confirmed here by `mentionsAddress`, so `r@example.com` never finds
 * `owner@example.com`. Erasure then works by the primary keys of the confirmed rows only.
 *
 * Where an address lives: comments.authorEmail, comment_reactions.userEmail,
 * membership_applications.email, volunteer_applications.email, research_proposals.email,
 * viral_shares.email (the Brain Supporters), ego_reports.userEmail, payments.email (and metadata),
 * payment_refunds.reason, members.email, mail_outbox (recipient, replyTo, subject and text),
 * admin_audit_log (a failed login's tried address; detail), rate_limits (throttle keys),
 * staff_invitations.email, dispatch_subscribers.email (docs/decisions/056), admin_users.email and
 * moderation_blocks (value, note): the last two are exported and kept (decision 029).
 */

type Erased = z.output<typeof personalDataErasedOutput>;

/** What an erased payment keeps in place of its payer (kept for the accounts, docs/decisions/029). */
export const ERASED_EMAIL = 'erased@erased.invalid';
export const ERASED_NAME = 'Erased';
const ERASED_TEXT = '[erased]';

// --- Whole addresses --------------------------------------------------------------------------

/**
 * A character an address is made of: what the app's address check accepts (letters, digits and
 * . _ ' + - @), and a letter or digit of any script. An address found in a text must not have one
 * on its left: `owner@example.com` does not mention `r@example.com`.
 */
const ADDRESS_CHAR = /^[\p{L}\p{N}._'+@-]$/u;
/** A character that would carry a domain on (a dot counts only when one of these follows it). */
const DOMAIN_CHAR = /^[\p{L}\p{N}_@-]$/u;

/** The character (a whole code point) that ends just before `i`, or '' at the start. */
function charBefore(text: string, i: number): string {
  if (i <= 0) return '';
  const unit = text.charCodeAt(i - 1);
  const start = unit >= 0xdc00 && unit <= 0xdfff && i >= 2 ? i - 2 : i - 1;
  return String.fromCodePoint(text.codePointAt(start) ?? 0);
}

/** The character (a whole code point) that starts at `i`, or '' at the end. */
const charAt = (text: string, i: number): string => (i < text.length ? String.fromCodePoint(text.codePointAt(i) ?? 0) : '');

/**
 * Whether `text` mentions `email` as a whole address, case-insensitively: the address bounded by
 * the text's start or end or by characters that cannot belong to an address ("<r@example.com>",
 * "r@example.com." at a sentence's end, "admin-login:email:r@example.com"), never part of a longer
 * one (`rr@example.com`, `x.r@example.com`, `r@example.com.evil`, `r@example.com-evil.test`).
 * A linear scan (indexOf), no backtracking pattern.
 */
export function mentionsAddress(text: string | null | undefined, email: string): boolean {
  const needle = email.toLowerCase();
  if (!text || !needle) return false;
  const hay = text.toLowerCase();
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + 1)) {
    if (ADDRESS_CHAR.test(charBefore(hay, at))) continue;
    const end = at + needle.length;
    const next = charAt(hay, end);
    if (DOMAIN_CHAR.test(next)) continue;
    if (next === '.' && DOMAIN_CHAR.test(charAt(hay, end + 1))) continue;
    return true;
  }
  return false;
}

/** `lower(column) = address` (addresses are stored lower-case by the forms, but not promised so for older rows). */
const sameAddress =
  <T extends keyof Database>(column: string, email: string) =>
  (eb: ExpressionBuilder<Database, T>): Expression<SqlBool> =>
    eb(eb.fn('lower', [sql.ref(column)]), '=', email);

/** The same comparison in code, for a row read through a wider query. */
const isAddress = (value: string | null | undefined, email: string) => (value ?? '').toLowerCase() === email;

/** A LIKE pattern matching the address anywhere in a text, its own % and _ taken literally. */
const containing = (email: string) => `%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The SQL half of a whole-address search: candidates only, confirmed by `mentionsAddress`. */
const mayMention = (column: string, email: string) => sql<SqlBool>`lower(${sql.ref(column)}) like ${containing(email)} escape '\\'`;

// --- Secrets in letters -----------------------------------------------------------------------

/** Link parameters that carry a secret (a reset, an invitation, a confirmation). */
const SECRET_PARAMETERS = new Set(['reset', 'invitation', 'token', 'confirm', 'confirmation', 'code', 'key', 'secret', 'signature', 'sig']);
/** A parameter in a link's query or fragment: `?reset=…`, `#invitation=…`, `&token=…`. */
const LINK_PARAMETER = /([?#&])([\w.-]{1,40})=([^\s&#"'<>]*)/g;
/** A value shaped like a random token (24 or more base64url, hex or percent-encoded characters, no dot). */
const OPAQUE_VALUE = /^[A-Za-z0-9_%+/=-]{24,}$/;

/**
 * A letter's text without the secrets its links carry: the value of a secret parameter (by name,
 * or by its token-like shape) becomes `[removed]`. The outbox should not keep them at all
 * (issue 38 item 6); this is the export's own guarantee.
 */
export const withoutTokens = (text: string): string =>
  text.replace(LINK_PARAMETER, (whole: string, separator: string, name: string, value: string) =>
    value && (SECRET_PARAMETERS.has(name.toLowerCase()) || OPAQUE_VALUE.test(value)) ? `${separator}${name}=[removed]` : whole,
  );

// --- Find -------------------------------------------------------------------------------------

/** Everything held about `email`, table by table. */
export async function findPersonalData(db: DB, rawEmail: string) {
  const email = normaliseEmail(rawEmail);
  const [
    comments,
    reactions,
    applications,
    volunteers,
    proposals,
    supporters,
    egoReports,
    paymentCandidates,
    letterCandidates,
    auditCandidates,
    invitations,
    staffAccount,
    blockCandidates,
    member,
    subscriptions,
  ] = await Promise.all([
    db.selectFrom('comments').selectAll().where(sameAddress('authorEmail', email)).orderBy('id').execute(),
    db
      .selectFrom('comment_reactions')
      .select(['id', 'commentId', 'reaction', 'userEmail', 'createdAt'])
      .where(sameAddress('userEmail', email))
      .orderBy('id')
      .execute(),
    db.selectFrom('membership_applications').selectAll().where(sameAddress('email', email)).orderBy('id').execute(),
    db.selectFrom('volunteer_applications').selectAll().where(sameAddress('email', email)).orderBy('id').execute(),
    db.selectFrom('research_proposals').selectAll().where(sameAddress('email', email)).orderBy('id').execute(),
    db.selectFrom('viral_shares').selectAll().where(sameAddress('email', email)).orderBy('id').execute(),
    db.selectFrom('ego_reports').selectAll().where(sameAddress('userEmail', email)).orderBy('id').execute(),
    db
      .selectFrom('payments')
      .selectAll()
      .where((eb) => eb.or([sameAddress('email', email)(eb), mayMention('metadata', email)]))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('mail_outbox')
      .select(['id', 'kind', 'recipient', 'replyTo', 'subject', 'text', 'status', 'createdAt', 'sentAt'])
      .where((eb) =>
        eb.or([
          sameAddress('recipient', email)(eb),
          sameAddress('replyTo', email)(eb),
          mayMention('subject', email),
          mayMention('text', email),
        ]),
      )
      .orderBy('id')
      .execute(),
    db
      .selectFrom('admin_audit_log')
      .select(['id', 'kind', 'action', 'adminUserId', 'adminEmail', 'detail', 'createdAt'])
      .where((eb) => eb.or([eb.and([eb('adminUserId', 'is', null), sameAddress('adminEmail', email)(eb)]), mayMention('detail', email)]))
      .orderBy('id')
      .execute(),
    // Without the token's hash: the export hands out no secret, not even a hashed one.
    db
      .selectFrom('staff_invitations')
      .select(['id', 'email', 'role', 'invitedBy', 'createdAt', 'expiresAt', 'acceptedAt'])
      .where(sameAddress('email', email))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('admin_users')
      .select(['id', 'email', 'name', 'role', 'createdAt'])
      .where(sameAddress('email', email))
      .orderBy('id')
      .execute(),
    db
      .selectFrom('moderation_blocks')
      .selectAll()
      .where((eb) => eb.or([eb.and([eb('kind', '=', 'email'), sameAddress('value', email)(eb)]), mayMention('note', email)]))
      .orderBy('id')
      .execute(),
    memberDataFor(db, email),
    // The Club's Dispatch (docs/decisions/056): the subscription and the consent it records.
    subscriptionDataFor(db, email),
  ]);
  // Events (docs/decisions/057): tickets and waitlist places, stored under the lower-cased address.
  const [eventRegistrations, eventWaitlist] = await Promise.all([
    db
      .selectFrom('event_registrations')
      .select(['id', 'eventId', 'ticketTypeId', 'reference', 'name', 'email', 'quantity', 'amount', 'status', 'checkedInAt', 'createdAt'])
      .where('email', '=', email)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('event_waitlist')
      .select(['id', 'eventId', 'ticketTypeId', 'name', 'email', 'quantity', 'status', 'createdAt'])
      .where('email', '=', email)
      .orderBy('id')
      .execute(),
  ]);
  // The member's door (docs/decisions/054): where and when they are signed in, their passkeys by the
  // names they gave them, and the codes sent to the address. No hash of a cookie, code or link, nor a
  // passkey's key: the export hands out no secret, and these are nothing a person can read.
  const [memberSessions, memberPasskeys, memberCodes] = await Promise.all([
    member
      ? db
          .selectFrom('member_sessions')
          .select(['ip', 'userAgent', 'createdAt', 'lastUsedAt', 'expiresAt'])
          .where('memberId', '=', member.id)
          .orderBy('createdAt')
          .execute()
      : [],
    member
      ? db
          .selectFrom('member_passkeys')
          .select(['name', 'transports', 'createdAt', 'lastUsedAt'])
          .where('memberId', '=', member.id)
          .orderBy('createdAt')
          .execute()
      : [],
    db
      .selectFrom('member_codes')
      .select(['id', 'email', 'newEmail', 'purpose', 'createdAt', 'expiresAt', 'usedAt'])
      .where((eb) => eb.or([eb('email', '=', email), eb('newEmail', '=', email)]))
      .orderBy('id')
      .execute(),
  ]);
  const payments = paymentCandidates.filter((p) => isAddress(p.email, email) || mentionsAddress(p.metadata, email));
  // A refund belongs with the person's payment, or names them in its reason (an administrator's note).
  const paidIds = payments.filter((p) => isAddress(p.email, email)).map((p) => p.id);
  const refundCandidates = await db
    .selectFrom('payment_refunds')
    .selectAll()
    .where((eb) => eb.or([...(paidIds.length > 0 ? [eb('paymentId', 'in', paidIds)] : []), mayMention('reason', email)]))
    .orderBy('id')
    .execute();
  return {
    email,
    comments: comments.map((c) => ({ ...c, isApproved: Boolean(c.isApproved) })),
    reactions,
    applications,
    volunteers: volunteers.map((v) => ({ ...v, experiments: fromJsonList(v.experiments) })),
    proposals,
    supporters: supporters.map((s) => ({ ...s, certificationClaimed: Boolean(s.certificationClaimed) })),
    egoReports,
    payments,
    refunds: refundCandidates.filter((r) => paidIds.includes(r.paymentId) || mentionsAddress(r.reason, email)),
    letters: letterCandidates
      .filter(
        (l) =>
          isAddress(l.recipient, email) ||
          isAddress(l.replyTo, email) ||
          mentionsAddress(l.subject, email) ||
          mentionsAddress(l.text, email),
      )
      .map((l) => ({ ...l, subject: withoutTokens(l.subject), text: withoutTokens(l.text) })),
    auditEntries: auditCandidates.filter(
      (e) => (e.adminUserId === null && isAddress(e.adminEmail, email)) || mentionsAddress(e.detail, email),
    ),
    // The member record (docs/decisions/028): the club's account of a paid membership.
    members: member ? [member] : [],
    memberSessions,
    memberPasskeys,
    memberCodes,
    eventRegistrations,
    eventWaitlist,
    invitations,
    subscriptions,
    // Kept at erasure (decision 029): the staff account (the Staff tab removes it) and blocks on the address.
    staffAccount,
    blocks: blockCandidates.filter((b) => (b.kind === 'email' && isAddress(b.value, email)) || mentionsAddress(b.note, email)),
  };
}

type Found = Awaited<ReturnType<typeof findPersonalData>>;

/** The sections erasure removes or rewrites. */
const erasedCounts = (data: Found) => ({
  comments: data.comments.length,
  reactions: data.reactions.length,
  applications: data.applications.length,
  volunteers: data.volunteers.length,
  proposals: data.proposals.length,
  supporters: data.supporters.length,
  egoReports: data.egoReports.length,
  payments: data.payments.length,
  refunds: data.refunds.length,
  letters: data.letters.length,
  auditEntries: data.auditEntries.length,
  members: data.members.length,
  memberSessions: data.memberSessions.length,
  memberPasskeys: data.memberPasskeys.length,
  memberCodes: data.memberCodes.length,
  eventRegistrations: data.eventRegistrations.length,
  eventWaitlist: data.eventWaitlist.length,
  invitations: data.invitations.length,
  subscriptions: data.subscriptions.length,
});

/** The sections erasure keeps (decision 029). */
const keptCounts = (data: Found) => ({ staffAccount: data.staffAccount.length, blocks: data.blocks.length });

/** How many rows a section holds: what an export reports (and audits, without the address). */
export const personalDataCounts = (data: Found) => ({ ...erasedCounts(data), ...keptCounts(data) });

// --- Erase ------------------------------------------------------------------------------------

/** Runs `write` over `ids` in batches (bound values stay under the engines' limits); nothing for none. */
const byIds = <T>(ids: readonly T[], write: (batch: T[]) => Promise<unknown>) => inBatches(ids, 500, write);

/**
 * Erases `email` in one transaction (the caller's, when `db` is one: the audit entry is written
 * in it too), by the primary keys of the rows `findPersonalData` confirmed. Records that exist
 * only because of the person are deleted (comments with their reactions, reactions, forms,
 * supporter records, letters, invitations, throttle counters); shared records lose the address
 * (ego reports); payments are kept for the accounts with name and address replaced (and their
 * refunds' notes); the audit log's mentions (a failed login's tried address, a detail naming the
 * address, the names of the person's deleted records) are replaced by "[erased]". The staff
 * account and blocks on the address are kept.
 */
export async function erasePersonalData(db: DB, rawEmail: string): Promise<Erased> {
  const email = normaliseEmail(rawEmail);
  return inTransaction(db, async (trx) => {
    const found = await findPersonalData(trx, email);
    const ids = <R extends { id: number }>(rows: R[]) => rows.map((r) => r.id);
    const commentIds = ids(found.comments);
    // The audit entries naming the person's own records carry their name in `detail`.
    const namedEntries: [string, number[]][] = [
      ['comment', commentIds],
      ['contact-form', ids(found.applications)],
      ['volunteer-application', ids(found.volunteers)],
      ['research-proposal', ids(found.proposals)],
      ['supporter', ids(found.supporters)],
    ];
    for (const [kind, entityIds] of namedEntries) {
      await byIds(entityIds, (batch) =>
        trx.updateTable('admin_audit_log').set({ detail: ERASED_TEXT }).where('kind', '=', kind).where('entityId', 'in', batch).execute(),
      );
    }
    const triedAddress = ids(found.auditEntries.filter((e) => e.adminUserId === null && isAddress(e.adminEmail, email)));
    await byIds(triedAddress, (batch) =>
      trx.updateTable('admin_audit_log').set({ adminEmail: ERASED_TEXT }).where('id', 'in', batch).execute(),
    );
    const naming = ids(found.auditEntries.filter((e) => mentionsAddress(e.detail, email)));
    await byIds(naming, (batch) => trx.updateTable('admin_audit_log').set({ detail: ERASED_TEXT }).where('id', 'in', batch).execute());

    await byIds(ids(found.reactions), (batch) => trx.deleteFrom('comment_reactions').where('id', 'in', batch).execute());
    // Their comments go, and with them (foreign key cascade) others' reactions to them.
    await byIds(commentIds, (batch) => trx.deleteFrom('comments').where('id', 'in', batch).execute());
    await byIds(ids(found.applications), (batch) => trx.deleteFrom('membership_applications').where('id', 'in', batch).execute());
    await byIds(ids(found.volunteers), (batch) => trx.deleteFrom('volunteer_applications').where('id', 'in', batch).execute());
    await byIds(ids(found.proposals), (batch) => trx.deleteFrom('research_proposals').where('id', 'in', batch).execute());
    await byIds(ids(found.supporters), (batch) => trx.deleteFrom('viral_shares').where('id', 'in', batch).execute());
    await byIds(ids(found.egoReports), (batch) =>
      trx.updateTable('ego_reports').set({ userEmail: null }).where('id', 'in', batch).execute(),
    );
    // Kept for the accounts (amount, plan, date, provider reference), without the payer.
    const paid = ids(found.payments.filter((p) => isAddress(p.email, email)));
    await byIds(paid, (batch) =>
      trx.updateTable('payments').set({ email: ERASED_EMAIL, firstName: ERASED_NAME }).where('id', 'in', batch).execute(),
    );
    const metadataNaming = ids(found.payments.filter((p) => mentionsAddress(p.metadata, email)));
    await byIds(metadataNaming, (batch) => trx.updateTable('payments').set({ metadata: null }).where('id', 'in', batch).execute());
    const refundNotes = ids(found.refunds.filter((r) => r.reason !== null));
    await byIds(refundNotes, (batch) => trx.updateTable('payment_refunds').set({ reason: ERASED_TEXT }).where('id', 'in', batch).execute());
    // The member record goes; its payments stay, unlinked and without the payer (above).
    // With it (foreign key cascade) its sessions, passkeys and codes; the codes asked for the address
    // while it held no membership go here (docs/decisions/054).
    await deleteMemberData(trx, email);
    await trx
      .deleteFrom('member_codes')
      .where((eb) => eb.or([eb('email', '=', email), eb('newEmail', '=', email)]))
      .execute();
    // Tickets stay for the seat counts and the accounts, without the holder; waitlist places go.
    await byIds(ids(found.eventRegistrations), (batch) =>
      trx.updateTable('event_registrations').set({ name: ERASED_NAME, email: ERASED_EMAIL }).where('id', 'in', batch).execute(),
    );
    await byIds(ids(found.eventWaitlist), (batch) => trx.deleteFrom('event_waitlist').where('id', 'in', batch).execute());
    await byIds(ids(found.letters), (batch) => trx.deleteFrom('mail_outbox').where('id', 'in', batch).execute());
    await byIds(ids(found.invitations), (batch) => trx.deleteFrom('staff_invitations').where('id', 'in', batch).execute());
    // The subscription goes, and its letters with it (cascade); a later letter finds no address.
    await deleteSubscriptionData(trx, email);
    // Throttle counters keyed by the address (short-lived, but held all the same): the address is
    // the key's part after a colon (`admin-login:email:<address>`), found whole like any text.
    const counters = await trx.selectFrom('rate_limits').select('key').where(mayMention('key', email)).execute();
    const keys = counters.map((c) => c.key).filter((key) => mentionsAddress(key, email));
    await byIds(keys, (batch) => trx.deleteFrom('rate_limits').where('key', 'in', batch).execute());
    return { erased: true as const, counts: erasedCounts(found), kept: keptCounts(found) };
  });
}

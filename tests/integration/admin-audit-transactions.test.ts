import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declaredProcedures } from '~/routers/meta';
import { ADMIN_PASSWORD, adminCookie, useAdminTestApp, validItem } from '../helpers/admin-session';
import { linkTokenFor } from '../helpers/link-token';
import { goodCard } from '../helpers/payments';
import { seedExhibition, seedOneSubmissionOfEach, seedPendingComments } from '../helpers/seed-lists';
import { server } from '../helpers/server-under-test';
import { idOf, injectJson } from '../helpers/test-app';
import { softwarePasskey } from '../helpers/software-passkey';
import { mp4Bytes } from '../helpers/upload-fixtures';
import { browser, deviceOf, SITE, sessionOf, staffAccount, staffCalls, storedPasskey, storedTotp } from '../helpers/staff-calls';
import { TABLES } from '../helpers/tables';
import { dialectOf } from '~/server/db/database';
import { eventInput } from '../helpers/events';

// docs/decisions/015, 025: every admin write and its audit entry commit together or not at all.
// Walks the admin mutations of the router: each one that declares an entry is called once with the
// entry's insert made to fail (nothing of the write may stay), then as it is (its entry is there).
// SMTP is configured (to an address where nothing listens) so that the Outbox's retries are allowed.
const { t, admin, db } = useAdminTestApp(
  { rateLimitWritesPerMinute: 10_000 },
  { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'The Club <club@club.example>' },
);

const adminWrites = declaredProcedures(server.appRouter._def.record).filter((p) => p.path.startsWith('admin.') && p.type === 'mutation');
const writes = adminWrites.filter((p) => p.meta.audit && !('none' in p.meta.audit));
/** The writes that declare they write no entry (a first step that stores only a challenge, a search). */
const unrecorded = adminWrites.filter((p) => p.meta.audit && 'none' in p.meta.audit);

/** A write called from another browser than the keeper's: its cookie (none: signed out), with the input. */
class From {
  constructor(
    readonly cookie: string | undefined,
    readonly input: unknown,
  ) {}
}
const calls = staffCalls(() => t.app);
let nextIp = 0;
/** Each request from an address of its own, so the sign-in throttles (kept apart from rollbacks) never refuse one. */
const freshIp = () => `10.77.${Math.floor(++nextIp / 250)}.${nextIp % 250}`;
const browsers = {
  send: (method: 'GET' | 'POST', url: string, body: unknown, opts: { cookie?: string } = {}) =>
    calls.send(method, url, body, { ...opts, ip: freshIp() }),
  call: (path: string, input?: unknown, opts: { cookie?: string } = {}) => calls.call(path, input, { ...opts, ip: freshIp() }),
  login: (body: Record<string, string>) => calls.login(body, { ip: freshIp() }),
};
const call = async (path: string, input: unknown) =>
  input instanceof From
    ? browsers.send('POST', `/trpc/${path}`, input.input ?? {}, { cookie: input.cookie })
    : admin('POST', `/trpc/${path}`, input ?? {});
/** The id of the row a tRPC write answered. */
const answeredId = async (path: string, input: unknown) =>
  idOf(z.object({ result: z.object({ data: z.unknown() }) }).parse((await call(path, input)).json).result.data);
const created = async (kind: keyof typeof validItem) => answeredId(`admin.${kind}.create`, validItem[kind]);

const dispatchIssueBody = { subject: 'An issue', body: '<p>Words</p>', audience: 'subscribers', membersOnly: false };
/** A Dispatch issue in this state, written straight to the table. */
const dispatchIssue = async (status: 'draft' | 'scheduled') =>
  (
    await db()
      .insertInto('dispatch_issues')
      .values({
        subject: 'An issue',
        body: '<p>Words</p>',
        status,
        scheduledAt: status === 'scheduled' ? '2999-01-01T00:00:00.000Z' : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** How each write is called: the input, made from rows set up for it. */
const INPUTS: Record<string, () => Promise<unknown>> = {
  ...Object.fromEntries(
    (['content', 'recognition', 'shame', 'arsenal', 'intelligence'] as const).flatMap((kind) => [
      [`admin.${kind}.create`, async () => validItem[kind]],
      [`admin.${kind}.update`, async () => ({ id: await created(kind), title: 'Renamed' })],
      [`admin.${kind}.delete`, async () => ({ id: await created(kind) })],
    ]),
  ),
  'admin.events.create': async () => eventInput(),
  'admin.events.update': async () => ({ id: await answeredId('admin.events.create', eventInput()), title: 'Renamed' }),
  'admin.events.delete': async () => ({ id: await answeredId('admin.events.create', eventInput()) }),
  'admin.events.checkIn': async () => {
    const eventId = await answeredId('admin.events.create', eventInput());
    const event = await db()
      .selectFrom('event_ticket_types')
      .select('id')
      .where('eventId', '=', eventId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const res = await injectJson(t.app, 'POST', `/api/events/${eventId}/registrations`, {
      ticketTypeId: event.id,
      name: 'Door Person',
      email: `door-${unique()}@example.com`,
      quantity: 1,
    });
    return { eventId, reference: (res.json as unknown as { reference: string }).reference };
  },
  'admin.comments.approve': async () => ({ id: await pendingComment() }),
  'admin.comments.reject': async () => ({ id: await pendingComment() }),
  'admin.moderation.block': async () => ({ kind: 'email', value: `blocked-${Math.random()}@example.com` }),
  'admin.moderation.unblock': async () => ({
    id: await answeredId('admin.moderation.block', { kind: 'email', value: `b-${Math.random()}@example.com` }),
  }),
  'admin.moderation.addWord': async () => ({ word: `word${Math.floor(Math.random() * 1e6)}`, action: 'hold' }),
  'admin.moderation.removeWord': async () => ({
    id: await answeredId('admin.moderation.addWord', { word: `w${Math.floor(Math.random() * 1e6)}`, action: 'refuse' }),
  }),
  'admin.staff.invite': async () => ({ email: `invited-${Math.floor(Math.random() * 1e6)}@example.com`, role: 'editor' }),
  'admin.staff.revokeInvitation': async () => {
    await call('admin.staff.invite', { email: `revoked-${Math.floor(Math.random() * 1e6)}@example.com`, role: 'editor' });
    return { id: (await db().selectFrom('staff_invitations').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id };
  },
  'admin.security.confirmIdentity': async () => ({ password: ADMIN_PASSWORD }),
  'admin.comments.bulk': async () => ({ ids: [await pendingComment(), await pendingComment()], action: 'approve' }),
  'admin.staff.changeRole': async () => ({ id: (await secondStaff()).id, role: 'moderator' }),
  'admin.staff.remove': async () => ({ id: (await secondStaff()).id }),
  'admin.staff.acceptInvitation': async () => {
    const email = `joining-${unique()}@example.com`;
    await call('admin.staff.invite', { email, role: 'editor' });
    return { token: await linkTokenFor(t, email, 'staff-invitation'), name: 'Jo Joiner', password: 'a-long-joining-password' };
  },
  'admin.payments.refund': async () => ({ id: await payment(), amount: 100, reason: 'Goodwill', requestId: crypto.randomUUID() }),
  'admin.payments.resendReceipt': async () => ({ id: await payment() }),
  'admin.privacy.export': async () => ({ email: await personWithData() }),
  'admin.privacy.erase': async () => ({ email: await personWithData(), confirm: 'ERASE' }),
  'admin.submissions.deleteContactForm': async () => ({ id: await submission('membership_applications') }),
  'admin.submissions.deleteSupporter': async () => ({ id: await submission('viral_shares') }),
  'admin.submissions.deleteVolunteerApplication': async () => ({ id: await submission('volunteer_applications') }),
  'admin.submissions.deleteResearchProposal': async () => ({ id: await submission('research_proposals') }),
  'admin.videos.delete': async () => {
    // A stored file, so the walk can see it is kept while the row's delete is rolled back.
    const name = `audit-clip-${unique()}.mp4`;
    const tmp = path.join(t.dataDir, `${name}.tmp`);
    await fs.promises.writeFile(tmp, mp4Bytes());
    await t.app.services.storage.keep(tmp, name, 'video/mp4', mp4Bytes().length);
    const { id } = await db()
      .insertInto('reality_readiness_videos')
      .values({ title: 'A clip', videoUrl: `/uploads/${name}`, isFake: 0, orderPosition: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    videoFiles.set(id, name);
    return { id };
  },
  'admin.mail.retry': async () => ({ id: await letter('failed') }),
  // The Dispatch (docs/decisions/056).
  'admin.dispatch.create': async () => dispatchIssueBody,
  'admin.dispatch.fromReport': async () => {
    const { id } = await db()
      .insertInto('intelligence_reports')
      .values({ title: 'A report', summary: 'S', content: '<p>C</p>', sourceTitle: 'Src', sourceUrl: 'https://example.org', published: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { reportId: id };
  },
  'admin.dispatch.update': async () => ({ id: await dispatchIssue('draft'), subject: 'Renamed' }),
  'admin.dispatch.delete': async () => ({ id: await dispatchIssue('draft') }),
  'admin.dispatch.testSend': async () => ({ id: await dispatchIssue('draft') }),
  'admin.dispatch.schedule': async () => ({ id: await dispatchIssue('draft'), at: new Date(Date.now() + 86_400_000).toISOString() }),
  'admin.dispatch.unschedule': async () => ({ id: await dispatchIssue('scheduled') }),
  'admin.dispatch.cancel': async () => ({ id: await dispatchIssue('scheduled') }),
  'admin.auth.login': async () => {
    const { email, password } = await staffAccount(db(), `signing-in-${unique()}@example.com`);
    return new From(undefined, { email, password });
  },
  'admin.auth.verifySecondFactor': async () => {
    const { email, password } = await staffAccount(db(), `second-factor-${unique()}@example.com`);
    const code = await storedTotp(db(), email);
    const half = await browsers.login({ email, password });
    return new From(sessionOf(half), { code: await code() });
  },
  'admin.auth.passkeyLogin': async () => {
    const { email } = await staffAccount(db(), `passkey-${unique()}@example.com`);
    const passkey = softwarePasskey();
    await storedPasskey(db(), email, passkey);
    const options = await browsers.call('admin.auth.passkeyOptions');
    return new From(undefined, { response: passkey.assert(z.object({ challenge: z.string() }).parse(options.data), SITE) });
  },
  'admin.auth.requestPasswordReset': async () =>
    new From(undefined, { email: (await staffAccount(db(), `forgetful-${unique()}@example.com`)).email }),
  'admin.auth.resetPassword': async () => {
    const { email } = await staffAccount(db(), `resetting-${unique()}@example.com`);
    await browsers.call('admin.auth.requestPasswordReset', { email });
    return new From(undefined, { token: await linkTokenFor(t, email, 'password-reset'), password: 'a-brand-new-long-password' });
  },
  'admin.auth.logout': async () => new From((await signedIn()).cookie, {}),
  'admin.security.totpConfirm': async () => {
    const { cookie } = await signedIn({ proof: true });
    const started = await browsers.call('admin.security.totpStart', undefined, { cookie });
    const { secret } = z.object({ secret: z.string() }).parse(started.data);
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
    return new From(cookie, { code: totp.generate() });
  },
  'admin.security.totpRemove': async () => new From((await signedIn({ totp: true, proof: true })).cookie, {}),
  'admin.security.recoveryCodesRenew': async () => new From((await signedIn({ totp: true, proof: true })).cookie, {}),
  'admin.security.passkeyRegister': async () => {
    const { cookie } = await signedIn({ proof: true });
    const options = await browsers.call('admin.security.passkeyOptions', undefined, { cookie });
    const response = softwarePasskey().register(z.object({ challenge: z.string() }).parse(options.data), SITE);
    return new From(cookie, { name: 'Desk key', response });
  },
  'admin.security.passkeyRemove': async () => {
    const { cookie, email } = await signedIn({ proof: true });
    const passkey = softwarePasskey();
    await storedPasskey(db(), email, passkey);
    return new From(cookie, { id: passkey.id });
  },
  'admin.security.changePassword': async () => {
    const { cookie, password } = await signedIn({ proof: true });
    return new From(cookie, { currentPassword: password, newPassword: 'velvet-orchard-compass-77' });
  },
  'admin.security.signOutOthers': async () => {
    const { cookie, email, password } = await signedIn({ proof: true });
    await browsers.login({ email, password });
    return new From(cookie, {});
  },
  'admin.mail.retryUnsent': async () => {
    await letter('unsent');
    return {};
  },
};

/** How each write that declares no entry is called. */
const UNRECORDED_INPUTS: Record<string, () => Promise<unknown>> = {
  'admin.auth.passkeyOptions': async () => new From(undefined, {}),
  'admin.security.confirmIdentityOptions': async () => {
    const { cookie, email } = await signedIn();
    await storedPasskey(db(), email, softwarePasskey());
    return new From(cookie, {});
  },
  'admin.security.totpStart': async () => new From((await signedIn({ proof: true })).cookie, {}),
  'admin.security.passkeyOptions': async () => new From((await signedIn({ proof: true })).cookie, {}),
  'admin.privacy.find': async () => ({ email: await personWithData() }),
};

/** The stored file of each video the walk made, by the video's id. */
const videoFiles = new Map<number, string>();
/** Whether every file of the videos named by `body` is still stored. */
async function filesKept(body: unknown): Promise<boolean> {
  const id = z.object({ id: z.number() }).safeParse(body).data?.id;
  const name = id === undefined ? undefined : videoFiles.get(id);
  return !name || (await t.app.services.storage.read(name, {})).status === 200;
}

const unique = () => Math.floor(Math.random() * 1e9);

/** Another staff account (an Editor), signed in once so it has a session to end. */
async function secondStaff(): Promise<{ id: number; cookie: string }> {
  const email = `second-${unique()}@example.com`;
  const cookie = await adminCookie(t.app, email, 'a-long-second-password');
  const { id } = await db().selectFrom('admin_users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  await db().updateTable('admin_users').set({ role: 'editor' }).where('id', '=', id).execute();
  return { id, cookie };
}

/**
 * A staff account signed in in a browser of its own (with an authenticator app when `totp`), having
 * confirmed who it is in that session when `proof` (docs/decisions/036).
 */
async function signedIn(opts: { totp?: boolean; proof?: boolean } = {}) {
  const account = await staffAccount(db(), `staff-${unique()}@example.com`);
  const code = opts.totp ? await storedTotp(db(), account.email) : undefined;
  const res = await browsers.login({ email: account.email, password: account.password, ...(code && { code: await code() }) });
  expect(res.status).toBe(200);
  const cookie = browser(sessionOf(res), deviceOf(res));
  if (opts.proof) {
    const confirmed = await browsers.call(
      'admin.security.confirmIdentity',
      { password: account.password, ...(code && { code: await code() }) },
      { cookie },
    );
    expect(confirmed.status).toBe(200);
  }
  return { ...account, cookie };
}

/** A membership paid through the demo checkout; answers the payment's id. */
async function payment(): Promise<number> {
  const created = await injectJson(t.app, 'POST', '/api/create-payment-intent', { membershipType: 'full' });
  const { clientSecret, paymentIntentId } = z.object({ clientSecret: z.string(), paymentIntentId: z.string() }).parse(created.json);
  const email = `payer-${unique()}@example.com`;
  await injectJson(t.app, 'POST', '/api/update-payment-intent', { clientSecret, email, firstName: 'Payer' });
  await injectJson(t.app, 'POST', '/api/demo-payments/confirm', { clientSecret, ...goodCard });
  const row = await db()
    .selectFrom('payments')
    .select(['id', 'status'])
    .where('stripePaymentIntentId', '=', paymentIntentId)
    .executeTakeFirstOrThrow();
  expect(row.status).toBe('succeeded');
  return row.id;
}

/** An address the club holds a contact form, a supporter's share and a payment from. */
async function personWithData(): Promise<string> {
  const email = `person-${unique()}@example.com`;
  await db().insertInto('membership_applications').values({ firstName: 'Pat', email, subject: 'Hello', message: 'Hi' }).execute();
  await db()
    .insertInto('viral_shares')
    .values({ firstName: 'Pat', email, shareType: 'linkedin', certificationClaimed: 0, shareAction: 'share' })
    .execute();
  return email;
}

/** One of the submissions seeded for each form, the newest. */
async function submission(table: 'membership_applications' | 'viral_shares' | 'volunteer_applications' | 'research_proposals') {
  await seedOneSubmissionOfEach(db());
  return (await db().selectFrom(table).select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
}

/** A letter in the outbox, failed or never sent for want of SMTP. */
async function letter(status: 'failed' | 'unsent'): Promise<number> {
  const n = unique();
  return (
    await db()
      .insertInto('mail_outbox')
      .values({
        kind: 'test',
        dedupeKey: `audit-${n}`,
        recipient: `reader-${n}@example.com`,
        subject: 'A letter',
        html: '<p>Hi</p>',
        text: 'Hi',
        messageId: `<audit-${n}@club.example>`,
        status,
        tries: status === 'failed' ? 5 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

async function pendingComment(): Promise<number> {
  await seedPendingComments(db(), 1, await seedExhibition(db()));
  return (await db().selectFrom('comments').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
}

/**
 * Every table's rows but the log's, without what changes beside any write: a session's last use, the
 * throttle's counters, the read cache's versions (PostgreSQL: bumped by a write that was tried), and the outbox worker's progress on letters queued earlier (only which letters).
 */
async function snapshot(): Promise<Record<string, string>> {
  const rows: Record<string, string> = {};
  for (const table of WRITE_TABLES) {
    const { rows: found } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db());
    // Sorted: PostgreSQL returns rows in no set order, and moves a row the Outbox's worker retries
    // (an update) to the end of its table, which once made an unchanged table look changed.
    rows[table] = JSON.stringify(
      (table === 'mail_outbox' ? found.map((row) => row.id) : found.map(({ lastUsedAt: _lastUsed, ...rest }) => rest))
        .map((row) => JSON.stringify(row))
        .sort(),
    );
  }
  return rows;
}

/** Runs one statement of the refusing triggers below. */
const run = (statement: string) => sql.raw(statement).execute(db());

/** PostgreSQL's trigger function `name`: it raises `message`, failing the statement that fired it. */
const refusingFunction = (name: string, message: string) =>
  run(`create or replace function ${name}() returns trigger language plpgsql as $$ begin raise exception '${message}'; end $$`);

/** Makes every insert into the audit log fail, as a full disk or a broken constraint would. */
async function refuseAuditEntries(on: boolean): Promise<void> {
  const postgres = dialectOf(db()) === 'postgres';
  if (!on) {
    await run(`drop trigger if exists audit_refused${postgres ? ' on admin_audit_log' : ''}`);
    return;
  }
  if (postgres) {
    await refusingFunction('audit_refused', 'audit entry refused by the test');
    await run('create trigger audit_refused before insert on admin_audit_log for each row execute function audit_refused()');
  } else {
    await run(
      `create trigger audit_refused before insert on admin_audit_log begin select raise(abort, 'audit entry refused by the test'); end`,
    );
  }
}

/** The tables a write may not change while writes are refused: all but the log and what changes beside any write. */
const WRITE_TABLES = TABLES.filter((t) => !['admin_audit_log', 'rate_limits', 'cache_version', 'cache_tags'].includes(t));
/** admin_sessions' columns but `lastUsedAt`, which every signed-in request touches. */
const SESSION_COLUMNS = [
  'id',
  'adminUserId',
  'expiresAt',
  'level',
  'ip',
  'userAgent',
  'createdAt',
  'proofUntil',
  'proofChallenge',
  'proofChallengeUntil',
];

/** Makes every write to the tables of WRITE_TABLES fail while the log still takes entries: the other direction. */
async function refuseWrites(on: boolean): Promise<void> {
  const postgres = dialectOf(db()) === 'postgres';
  const changes = (table: string) =>
    table === 'admin_sessions'
      ? `insert or delete or update of ${SESSION_COLUMNS.map((c) => `"${c}"`).join(', ')}`
      : 'insert or update or delete';
  if (postgres) {
    if (on) await refusingFunction('write_refused', 'write refused by the test');
    for (const table of WRITE_TABLES) {
      await run(
        on
          ? `create trigger write_refused before ${changes(table)} on "${table}" for each row execute function write_refused()`
          : `drop trigger if exists write_refused on "${table}"`,
      );
    }
    return;
  }
  for (const table of WRITE_TABLES) {
    const ops = changes(table).split(' or ');
    for (const [n, op] of ops.entries()) {
      await run(
        on
          ? `create trigger write_refused_${table}_${n} before ${op} on "${table}" begin select raise(abort, 'write refused by the test'); end`
          : `drop trigger if exists write_refused_${table}_${n}`,
      );
    }
  }
}

/** Writes whose only change is their entry (handing data out): with the other tables refused they still succeed, rightly. */
const ENTRY_ONLY = new Set(['admin.privacy.export']);

/** `path` called while `refuse` makes its writes fail: refused just before, allowed again whatever the call did. */
async function callRefused(refuse: (on: boolean) => Promise<void>, path: string, input: unknown) {
  await refuse(true);
  try {
    return await call(path, input);
  } finally {
    await refuse(false);
  }
}

const entries = async () => await db().selectFrom('admin_audit_log').select(['kind', 'action']).orderBy('id').execute();

describe('every admin write commits with its audit entry, and rolls back with it', () => {
  it('finds the admin writes in the router', () => {
    expect(writes.length).toBeGreaterThanOrEqual(40);
  });

  for (const write of writes) {
    const input = INPUTS[write.path];
    if (!input) {
      // A new write is held to its entry from the start: set up its input in INPUTS.
      it(write.path, () => expect.fail(`${write.path}: no input set up in INPUTS`));
      continue;
    }
    it(write.path, async () => {
      const audit = write.meta.audit;
      if (!audit || 'none' in audit) throw new Error('filtered above');
      const body = await input();
      const before = await snapshot();
      const logged = (await entries()).length;
      const refused = await callRefused(refuseAuditEntries, write.path, body);
      expect(refused.status, `${write.path} answered while its entry could not be written`).toBeGreaterThanOrEqual(400);
      const after = await snapshot();
      expect(
        Object.keys(after).filter((table) => after[table] !== before[table]),
        `${write.path} kept its write without its entry`,
      ).toEqual([]);
      expect((await entries()).length).toBe(logged);
      expect(await filesKept(body), `${write.path} removed a file its rolled-back row points at`).toBe(true);

      const done = await call(write.path, body);
      expect(done.status, JSON.stringify(done.json)).toBe(200);
      expect((await entries()).slice(logged)).toContainEqual({ kind: audit.kind, action: audit.action });

      // The other direction: the write fails while its entry could be written; no entry may stay.
      const again = await input();
      const loggedBefore = (await entries()).length;
      const failed = await callRefused(refuseWrites, write.path, again);
      if (!ENTRY_ONLY.has(write.path)) {
        expect(failed.status, `${write.path} answered while its write could not be made`).toBeGreaterThanOrEqual(400);
      }
      if (failed.status >= 400)
        expect((await entries()).slice(loggedBefore), `${write.path} left an entry for a write that failed`).toEqual([]);
    });
  }
});

describe('an admin write that declares no entry says why, and writes none', () => {
  it('finds them in the router', () => {
    expect(unrecorded.length).toBeGreaterThanOrEqual(1);
  });

  for (const write of unrecorded) {
    it(write.path, async () => {
      const audit = write.meta.audit;
      if (!audit || !('none' in audit)) throw new Error('filtered above');
      expect(audit.none.length, 'the reason for writing no entry').toBeGreaterThan(10);
      const input = UNRECORDED_INPUTS[write.path];
      if (!input) expect.fail(`${write.path}: no input set up in UNRECORDED_INPUTS`);
      const body = await input();
      const logged = (await entries()).length;
      const done = await call(write.path, body);
      expect(done.status, JSON.stringify(done.json)).toBe(200);
      expect((await entries()).slice(logged)).toEqual([]);
    });
  }
});

import type { AuditAction } from '~/shared/audit-log';
import type { AdminSession, Context } from '../context';
import { type DB, inTransaction } from '../db/database';
import { badRequest } from '../errors';
import { noticeSecondFactorChanged } from './admin-notices';
import {
  confirmTotp,
  hasConfirmedTotp,
  hasSecondFactor,
  newRecoveryCodes,
  registerPasskey,
  removeTotp,
  unusedRecoveryCodes,
} from './admin-second-factor';
import { auditActor, recordAudit } from './audit-log';

/**
 * The Security page's changes to the signed-in account's second factors (docs/decisions/026, 036):
 * each is made in one transaction with its audit entry and the owner's letter about it, and the
 * outbox's worker is woken once it has committed.
 */
type Deps = Pick<Context, 'db' | 'config' | 'mail' | 'secrets'>;
type Client = Context['client'];
type Change = { action: AuditAction; detail?: string; notice: { action: 'added' | 'removed' | 'renewed'; factor: string } };

/** What the page shows: the account's factors, and whether it must set one up. */
export async function securityOverview(db: DB, session: AdminSession, secondFactorRequired: boolean) {
  const totp = await hasConfirmedTotp(db, session.adminUserId);
  const recoveryCodesLeft = await unusedRecoveryCodes(db, session.adminUserId);
  const passkeys = await db
    .selectFrom('admin_passkeys')
    .select(['id', 'name', 'createdAt', 'lastUsedAt'])
    .where('adminUserId', '=', session.adminUserId)
    .orderBy('createdAt')
    .execute();
  return {
    email: session.email,
    mustEnrol: session.level === 'enrol',
    secondFactorRequired,
    totp,
    recoveryCodesLeft,
    passkeys,
  };
}

/** `write`, its audit entry and the letter in one transaction; the worker woken after the commit. */
async function changeFactors<R>(deps: Deps, session: AdminSession, client: Client, change: Change, write: (trx: DB) => Promise<R>) {
  const result = await inTransaction(deps.db, async (trx) => {
    const done = await write(trx);
    await factorChanged(trx, deps, session, client, change);
    return done;
  });
  deps.mail.notify();
  return result;
}

async function factorChanged(trx: DB, deps: Deps, session: AdminSession, client: Client, change: Change) {
  await recordAudit(trx, auditActor(session, client.ip), { kind: 'session', action: change.action, detail: change.detail });
  await noticeSecondFactorChanged(trx, deps.mail, session.email, change.notice, client);
}

/** Removing a factor must not leave an account without one when ADMIN_REQUIRE_2FA is on. */
async function keepRequiredFactor(deps: Deps, db: DB, adminUserId: number): Promise<void> {
  if (deps.config.adminAuth.requireSecondFactor && !(await hasSecondFactor(db, adminUserId))) {
    throw badRequest('A second factor is required for staff accounts: set up another before removing the last.');
  }
}

/** Confirms the authenticator app with its first code; answers the recovery codes, shown this once. */
export async function enrolTotp(deps: Deps, session: AdminSession, client: Client, code: string): Promise<string[]> {
  const codes = await confirmTotp(deps.db, session.adminUserId, session.email, code, deps.secrets, (trx) =>
    factorChanged(trx, deps, session, client, { action: 'totp-enrol', notice: { action: 'added', factor: 'An authenticator app' } }),
  );
  deps.mail.notify();
  return codes;
}

export const removeTotpFactor = (deps: Deps, session: AdminSession, client: Client) =>
  changeFactors(
    deps,
    session,
    client,
    { action: 'totp-remove', notice: { action: 'removed', factor: 'The authenticator app' } },
    async (trx) => {
      await removeTotp(trx, session.adminUserId);
      await keepRequiredFactor(deps, trx, session.adminUserId);
    },
  );

export async function renewRecoveryCodes(deps: Deps, session: AdminSession, client: Client): Promise<string[]> {
  const change: Change = { action: 'recovery-codes-renew', notice: { action: 'renewed', factor: 'Recovery codes' } };
  return changeFactors(deps, session, client, change, async (trx) => {
    if (!(await hasConfirmedTotp(trx, session.adminUserId))) throw badRequest('Set up an authenticator app first.');
    return newRecoveryCodes(trx, session.adminUserId);
  });
}

export const addPasskey = (
  deps: Deps,
  session: AdminSession,
  client: Client,
  input: { name: string; response: Parameters<typeof registerPasskey>[4] },
) =>
  changeFactors(
    deps,
    session,
    client,
    { action: 'passkey-add', detail: input.name, notice: { action: 'added', factor: `A passkey (${input.name})` } },
    (trx) => registerPasskey(trx, deps.config, session.adminUserId, input.name, input.response),
  );

/** Removes one of the account's passkeys; someone else's, or one already gone, changes nothing and is not recorded. */
export async function removePasskey(deps: Deps, session: AdminSession, client: Client, id: string): Promise<void> {
  const passkey = await deps.db
    .selectFrom('admin_passkeys')
    .select('name')
    .where('id', '=', id)
    .where('adminUserId', '=', session.adminUserId)
    .executeTakeFirst();
  if (!passkey) return;
  const change: Change = {
    action: 'passkey-remove',
    detail: passkey.name,
    notice: { action: 'removed', factor: `A passkey (${passkey.name})` },
  };
  await changeFactors(deps, session, client, change, async (trx) => {
    await trx.deleteFrom('admin_passkeys').where('id', '=', id).where('adminUserId', '=', session.adminUserId).execute();
    await keepRequiredFactor(deps, trx, session.adminUserId);
  });
}

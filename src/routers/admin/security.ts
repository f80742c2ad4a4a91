import { z } from 'zod';
import {
  adminCodeInput,
  adminConfirmIdentityInput,
  adminPasskeyRegisterInput,
  adminPasskeyRemoveInput,
  adminPasswordChangeInput,
} from '../../shared/schemas/admin-auth';
import type { AuditAction } from '../../shared/audit-log';
import type { AdminSession, Context } from '../../server/context';
import type { DB } from '../../server/db/database';
import { badRequest } from '../../server/errors';
import { changePassword, listSessions, signOutOtherSessions, upgradeSession } from '../../server/services/admin-auth';
import { confirmIdentity, confirmIdentityOptions } from '../../server/services/admin-fresh-proof';
import { noticeSecondFactorChanged } from '../../server/services/admin-notices';
import {
  confirmTotp,
  hasSecondFactor,
  newRecoveryCodes,
  passkeyRegistrationOptions,
  registerPasskey,
  removeTotp,
  startTotp,
} from '../../server/services/admin-second-factor';
import { recordAudit, auditActor } from '../../server/services/audit-log';
import { serviceAudit } from '../meta';
import { router, staffEnrolFreshProofProcedure, staffEnrolProcedure, staffFreshProofProcedure, staffProcedure } from '../trpc';

const clientOf = (ctx: Context) => ({ ip: ctx.client.ip, userAgent: ctx.client.userAgent, deviceToken: ctx.request.deviceToken });

/** A session sent to set up a second factor has one now: it becomes a full session, with a new id. */
async function finishEnrolment(ctx: Context, session: AdminSession): Promise<void> {
  if (session.level !== 'enrol') return;
  const signedIn = await upgradeSession(ctx, session, clientOf(ctx), 'login');
  for (const cookie of signedIn.cookies) ctx.setResponseHeader('set-cookie', cookie);
}

/** Removing a factor must not leave an account without one when ADMIN_REQUIRE_2FA is on. */
async function keepRequiredFactor(ctx: Context, db: DB, adminUserId: number): Promise<void> {
  if (ctx.config.adminAuth.requireSecondFactor && !(await hasSecondFactor(db, adminUserId))) {
    throw badRequest('A second factor is required for staff accounts: set up another before removing the last.');
  }
}

/**
 * A change to the account's second factors, made by `change` in one transaction with its audit entry
 * and the owner's letter about it (docs/decisions/036); the worker is woken once it has committed.
 */
async function changeFactors<R>(
  ctx: Context,
  session: AdminSession,
  entry: { action: AuditAction; detail?: string },
  notice: Notice,
  change: (trx: DB) => Promise<R>,
): Promise<R> {
  const result = await ctx.db.transaction().execute(async (trx) => {
    const done = await change(trx);
    await factorChanged(trx, ctx, session, entry, notice);
    return done;
  });
  ctx.mail.notify();
  return result;
}

type Notice = { action: 'added' | 'removed' | 'renewed'; factor: string };

/** The audit entry of a change to the second factors and the owner's letter about it, in the change's transaction `trx`. */
async function factorChanged(
  trx: DB,
  ctx: Context,
  session: AdminSession,
  entry: { action: AuditAction; detail?: string },
  notice: Notice,
) {
  await recordAudit(trx, auditActor(session, ctx.client.ip), { kind: 'session', action: entry.action, detail: entry.detail });
  await noticeSecondFactorChanged(trx, ctx.mail, session.email, notice, ctx.client);
}

// The Security page of the panel (docs/decisions/026): second factors, password, sessions.
// Each acts on the signed-in account only. Every change to how the account signs in, and the end of
// its other sessions, is made by a fresh-proof kind: it needs `confirmIdentity` in this session
// within 10 minutes (docs/decisions/036).
// Entries are written where the work is done (the services, or by hand here); `serviceAudit` (`recordedBy: 'service'`) says so (docs/decisions/025).
export const adminSecurityRouter = router({
  // role: any staff (own account)
  overview: staffEnrolProcedure.query(async ({ ctx }) => {
    const { db, session } = ctx;
    const totp = await db.selectFrom('admin_totp').select('confirmedAt').where('adminUserId', '=', session.adminUserId).executeTakeFirst();
    const recovery = await db
      .selectFrom('admin_recovery_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('adminUserId', '=', session.adminUserId)
      .where('usedAt', 'is', null)
      .executeTakeFirstOrThrow();
    const passkeys = await db
      .selectFrom('admin_passkeys')
      .select(['id', 'name', 'createdAt', 'lastUsedAt'])
      .where('adminUserId', '=', session.adminUserId)
      .orderBy('createdAt')
      .execute();
    return {
      email: session.email,
      mustEnrol: session.level === 'enrol',
      secondFactorRequired: ctx.config.adminAuth.requireSecondFactor,
      totp: Boolean(totp?.confirmedAt),
      recoveryCodesLeft: Number(recovery.n),
      passkeys,
    };
  }),
  // role: any staff (own account). The password, and the second factor when the account has one:
  // opens the window of fresh proof for 10 minutes (throttled per account and address).
  confirmIdentity: staffEnrolProcedure
    .meta(serviceAudit('session', 'identity-confirm'))
    .input(adminConfirmIdentityInput)
    .mutation(({ ctx, input }) => confirmIdentity(ctx, ctx.session, ctx.client.ip, input)),
  // role: any staff (own account). The challenge for confirming with one of the account's passkeys.
  confirmIdentityOptions: staffEnrolProcedure
    .meta(serviceAudit('session', 'identity-confirm'))
    .mutation(({ ctx }) => confirmIdentityOptions(ctx.db, ctx.config, ctx.session)),
  // role: any staff (own account)
  totpStart: staffEnrolFreshProofProcedure
    .meta(serviceAudit('session', 'totp-enrol'))
    .mutation(({ ctx }) => startTotp(ctx.db, ctx.session.adminUserId, ctx.session.email, ctx.secrets)),
  // role: any staff (own account). No proof asked here: only a caller with proof was given the secret
  // this confirms (totpStart), and the first code proves that caller holds it.
  totpConfirm: staffEnrolProcedure
    .meta(serviceAudit('session', 'totp-enrol'))
    .input(adminCodeInput)
    .mutation(async ({ ctx, input }) => {
      const recoveryCodes = await confirmTotp(ctx.db, ctx.session.adminUserId, ctx.session.email, input.code, ctx.secrets, (trx) =>
        factorChanged(trx, ctx, ctx.session, { action: 'totp-enrol' }, { action: 'added', factor: 'An authenticator app' }),
      );
      ctx.mail.notify();
      await finishEnrolment(ctx, ctx.session);
      return { recoveryCodes };
    }),
  // role: any staff (own account)
  totpRemove: staffFreshProofProcedure.meta(serviceAudit('session', 'totp-remove')).mutation(async ({ ctx }) => {
    await changeFactors(
      ctx,
      ctx.session,
      { action: 'totp-remove' },
      { action: 'removed', factor: 'The authenticator app' },
      async (trx) => {
        await removeTotp(trx, ctx.session.adminUserId);
        await keepRequiredFactor(ctx, trx, ctx.session.adminUserId);
      },
    );
    return { ok: true as const };
  }),
  // role: any staff (own account)
  recoveryCodesRenew: staffFreshProofProcedure.meta(serviceAudit('session', 'recovery-codes-renew')).mutation(async ({ ctx }) => {
    const totp = await ctx.db
      .selectFrom('admin_totp')
      .select('confirmedAt')
      .where('adminUserId', '=', ctx.session.adminUserId)
      .executeTakeFirst();
    if (!totp?.confirmedAt) throw badRequest('Set up an authenticator app first.');
    const recoveryCodes = await changeFactors(
      ctx,
      ctx.session,
      { action: 'recovery-codes-renew' },
      { action: 'renewed', factor: 'Recovery codes' },
      (trx) => newRecoveryCodes(trx, ctx.session.adminUserId),
    );
    return { recoveryCodes };
  }),
  // role: any staff (own account)
  passkeyOptions: staffEnrolFreshProofProcedure
    .meta(serviceAudit('session', 'passkey-add'))
    .mutation(({ ctx }) => passkeyRegistrationOptions(ctx.db, ctx.config, ctx.session.adminUserId, ctx.session.email)),
  // role: any staff (own account)
  passkeyRegister: staffEnrolFreshProofProcedure
    .meta(serviceAudit('session', 'passkey-add'))
    .input(adminPasskeyRegisterInput)
    .mutation(async ({ ctx, input }) => {
      await changeFactors(
        ctx,
        ctx.session,
        { action: 'passkey-add', detail: input.name },
        { action: 'added', factor: `A passkey (${input.name})` },
        (trx) => registerPasskey(trx, ctx.config, ctx.session.adminUserId, input.name, input.response),
      );
      await finishEnrolment(ctx, ctx.session);
      return { ok: true as const };
    }),
  // role: any staff (own account)
  passkeyRemove: staffFreshProofProcedure
    .meta(serviceAudit('session', 'passkey-remove'))
    .input(adminPasskeyRemoveInput)
    .mutation(async ({ ctx, input }) => {
      const passkey = await ctx.db
        .selectFrom('admin_passkeys')
        .select('name')
        .where('id', '=', input.id)
        .where('adminUserId', '=', ctx.session.adminUserId)
        .executeTakeFirst();
      // Someone else's passkey, or one already gone: nothing to do, nothing to write about.
      if (!passkey) return { ok: true as const };
      await changeFactors(
        ctx,
        ctx.session,
        { action: 'passkey-remove', detail: passkey.name },
        { action: 'removed', factor: `A passkey (${passkey.name})` },
        async (trx) => {
          await trx.deleteFrom('admin_passkeys').where('id', '=', input.id).where('adminUserId', '=', ctx.session.adminUserId).execute();
          await keepRequiredFactor(ctx, trx, ctx.session.adminUserId);
        },
      );
      return { ok: true as const };
    }),
  // role: any staff (own account). The current password is asked for as before, beside the fresh proof.
  changePassword: staffFreshProofProcedure
    .meta(serviceAudit('session', 'password-change'))
    .input(adminPasswordChangeInput)
    .mutation(async ({ ctx, input }) => {
      const signedIn = await changePassword(ctx, ctx.session, clientOf(ctx), input);
      for (const cookie of signedIn.cookies) ctx.setResponseHeader('set-cookie', cookie);
      return { ok: true as const, message: 'Your password is changed; your other sessions have ended.' };
    }),
  // role: any staff (own account)
  sessions: staffProcedure.query(({ ctx }) => listSessions(ctx.db, ctx.session, ctx.config.adminAuth.sessionIdleMs)),
  // role: any staff (own account)
  signOutOthers: staffFreshProofProcedure
    .meta(serviceAudit('session', 'sign-out-others'))
    .input(z.object({}).optional())
    .mutation(async ({ ctx }) => ({
      ended: await signOutOtherSessions(ctx.db, ctx.session, ctx.client.ip),
    })),
});

import { z } from 'zod';
import {
  adminCodeInput,
  adminPasskeyRegisterInput,
  adminPasskeyRemoveInput,
  adminPasswordChangeInput,
} from '../../shared/schemas/admin-auth';
import type { Context } from '../../server/context';
import { badRequest } from '../../server/errors';
import { changePassword, listSessions, signOutOtherSessions, upgradeSession } from '../../server/services/admin-auth';
import {
  confirmTotp,
  hasSecondFactor,
  newRecoveryCodes,
  passkeyRegistrationOptions,
  registerPasskey,
  removeTotp,
  startTotp,
} from '../../server/services/admin-second-factor';
import type { AdminSession } from '../../server/context';
import { recordAudit, auditActor } from '../../server/services/audit-log';
import { serviceAudit } from '../meta';
import { router, staffEnrolProcedure, staffProcedure } from '../trpc';

const clientOf = (ctx: Context) => ({ ip: ctx.client.ip, userAgent: ctx.client.userAgent, deviceToken: ctx.request.deviceToken });

/** A session sent to set up a second factor has one now: it becomes a full session, with a new id. */
async function finishEnrolment(ctx: Context, session: AdminSession): Promise<void> {
  if (session.level !== 'enrol') return;
  const signedIn = await upgradeSession(ctx, session, clientOf(ctx), 'login');
  for (const cookie of signedIn.cookies) ctx.setResponseHeader('set-cookie', cookie);
}

/** Removing a factor must not leave an account without one when ADMIN_REQUIRE_2FA is on. */
async function keepRequiredFactor(ctx: Context, adminUserId: number): Promise<void> {
  if (ctx.config.adminAuth.requireSecondFactor && !(await hasSecondFactor(ctx.db, adminUserId))) {
    throw badRequest('A second factor is required for staff accounts: set up another before removing the last.');
  }
}

// The Security page of the panel (docs/decisions/026): second factors, password, sessions.
// Each acts on the signed-in account only.
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
  // role: any staff (own account)
  totpStart: staffEnrolProcedure
    .meta(serviceAudit('session', 'totp-enrol'))
    .mutation(({ ctx }) => startTotp(ctx.db, ctx.session.adminUserId, ctx.session.email, ctx.secrets)),
  // role: any staff (own account)
  totpConfirm: staffEnrolProcedure
    .meta(serviceAudit('session', 'totp-enrol'))
    .input(adminCodeInput)
    .mutation(async ({ ctx, input }) => {
      const recoveryCodes = await confirmTotp(ctx.db, ctx.session.adminUserId, ctx.session.email, input.code, ctx.secrets);
      await recordAudit(ctx.db, auditActor(ctx.session, ctx.client.ip), { kind: 'session', action: 'totp-enrol' });
      await finishEnrolment(ctx, ctx.session);
      return { recoveryCodes };
    }),
  // role: any staff (own account)
  totpRemove: staffProcedure.meta(serviceAudit('session', 'totp-remove')).mutation(async ({ ctx }) => {
    await ctx.db.transaction().execute(async (trx) => {
      await removeTotp(trx, ctx.session.adminUserId);
      await keepRequiredFactor({ ...ctx, db: trx }, ctx.session.adminUserId);
    });
    await recordAudit(ctx.db, auditActor(ctx.session, ctx.client.ip), { kind: 'session', action: 'totp-remove' });
    return { ok: true as const };
  }),
  // role: any staff (own account)
  recoveryCodesRenew: staffProcedure.meta(serviceAudit('session', 'recovery-codes-renew')).mutation(async ({ ctx }) => {
    const totp = await ctx.db
      .selectFrom('admin_totp')
      .select('confirmedAt')
      .where('adminUserId', '=', ctx.session.adminUserId)
      .executeTakeFirst();
    if (!totp?.confirmedAt) throw badRequest('Set up an authenticator app first.');
    const recoveryCodes = await newRecoveryCodes(ctx.db, ctx.session.adminUserId);
    await recordAudit(ctx.db, auditActor(ctx.session, ctx.client.ip), { kind: 'session', action: 'recovery-codes-renew' });
    return { recoveryCodes };
  }),
  // role: any staff (own account)
  passkeyOptions: staffEnrolProcedure
    .meta(serviceAudit('session', 'passkey-add'))
    .mutation(({ ctx }) => passkeyRegistrationOptions(ctx.db, ctx.config, ctx.session.adminUserId, ctx.session.email)),
  // role: any staff (own account)
  passkeyRegister: staffEnrolProcedure
    .meta(serviceAudit('session', 'passkey-add'))
    .input(adminPasskeyRegisterInput)
    .mutation(async ({ ctx, input }) => {
      await registerPasskey(ctx.db, ctx.config, ctx.session.adminUserId, input.name, input.response);
      await recordAudit(ctx.db, auditActor(ctx.session, ctx.client.ip), { kind: 'session', action: 'passkey-add', detail: input.name });
      await finishEnrolment(ctx, ctx.session);
      return { ok: true as const };
    }),
  // role: any staff (own account)
  passkeyRemove: staffProcedure
    .meta(serviceAudit('session', 'passkey-remove'))
    .input(adminPasskeyRemoveInput)
    .mutation(async ({ ctx, input }) => {
      await ctx.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('admin_passkeys').where('id', '=', input.id).where('adminUserId', '=', ctx.session.adminUserId).execute();
        await keepRequiredFactor({ ...ctx, db: trx }, ctx.session.adminUserId);
      });
      await recordAudit(ctx.db, auditActor(ctx.session, ctx.client.ip), { kind: 'session', action: 'passkey-remove' });
      return { ok: true as const };
    }),
  // role: any staff (own account)
  changePassword: staffProcedure
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
  signOutOthers: staffProcedure
    .meta(serviceAudit('session', 'sign-out-others'))
    .input(z.object({}).optional())
    .mutation(async ({ ctx }) => ({
      ended: await signOutOtherSessions(ctx.db, ctx.session, ctx.client.ip),
    })),
});

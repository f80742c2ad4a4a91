import { z } from 'zod';
import {
  adminCodeInput,
  adminConfirmIdentityInput,
  adminPasskeyRegisterInput,
  adminPasskeyRemoveInput,
  adminPasswordChangeInput,
} from '~/shared/schemas/admin-auth';
import type { AdminSession, Context } from '~/server/context';
import { changePassword, listSessions, signOutOtherSessions, upgradeSession } from '~/server/services/admin-auth';
import { confirmIdentity, confirmIdentityOptions } from '~/server/services/admin-fresh-proof';
import { passkeyRegistrationOptions, startTotp } from '~/server/services/admin-second-factor';
import { addPasskey, enrolTotp, removePasskey, removeTotpFactor, renewRecoveryCodes, securityOverview } from '~/server/services/security';
import { type ProcedureMeta, serviceAudit } from '../meta';
import { router, staffEnrolFreshProofProcedure, staffEnrolProcedure, staffFreshProofProcedure, staffProcedure } from '../trpc';

const clientOf = (ctx: Context) => ({ ip: ctx.client.ip, userAgent: ctx.client.userAgent, deviceToken: ctx.request.deviceToken });

/** A session sent to set up a second factor has one now: it becomes a full session, with a new id. */
async function finishEnrolment(ctx: Context, session: AdminSession): Promise<void> {
  if (session.level !== 'enrol') return;
  const signedIn = await upgradeSession(ctx, session, clientOf(ctx), 'login');
  for (const cookie of signedIn.cookies) ctx.setResponseHeader('set-cookie', cookie);
}

// The Security page of the panel (docs/decisions/026): second factors, password, sessions.
// Each acts on the signed-in account only. Every change to how the account signs in, and the end of
// its other sessions, is made by a fresh-proof kind: it needs `confirmIdentity` in this session
// within 10 minutes (docs/decisions/036).
// Entries are written by the services, in the transaction of the change they record; `serviceAudit`
// (`recordedBy: 'service'`) says so (docs/decisions/025).
/** A first step that stores only a challenge (or an unconfirmed secret) for the next: that step writes the entry. */
const firstStep: ProcedureMeta = { audit: { none: 'a challenge for the next step, which records the change' } };

export const adminSecurityRouter = router({
  // role: any staff (own account)
  overview: staffEnrolProcedure.query(({ ctx }) => securityOverview(ctx.db, ctx.session, ctx.config.adminAuth.requireSecondFactor)),
  // role: any staff (own account). The password, and the second factor when the account has one:
  // opens the window of fresh proof for 10 minutes (throttled per account and address).
  confirmIdentity: staffEnrolProcedure
    .meta(serviceAudit('session', 'identity-confirm'))
    .input(adminConfirmIdentityInput)
    .mutation(({ ctx, input }) => confirmIdentity(ctx, ctx.session, ctx.client.ip, input)),
  // role: any staff (own account). The challenge for confirming with one of the account's passkeys.
  confirmIdentityOptions: staffEnrolProcedure
    .meta(firstStep)
    .mutation(({ ctx }) => confirmIdentityOptions(ctx.db, ctx.config, ctx.session)),
  // role: any staff (own account)
  totpStart: staffEnrolFreshProofProcedure
    .meta(firstStep)
    .mutation(({ ctx }) => startTotp(ctx.db, ctx.session.adminUserId, ctx.session.email, ctx.secrets)),
  // role: any staff (own account). No proof asked here: only a caller with proof was given the secret
  // this confirms (totpStart), and the first code proves that caller holds it.
  totpConfirm: staffEnrolProcedure
    .meta(serviceAudit('session', 'totp-enrol'))
    .input(adminCodeInput)
    .mutation(async ({ ctx, input }) => {
      const recoveryCodes = await enrolTotp(ctx, ctx.session, ctx.client, input.code);
      await finishEnrolment(ctx, ctx.session);
      return { recoveryCodes };
    }),
  // role: any staff (own account)
  totpRemove: staffFreshProofProcedure.meta(serviceAudit('session', 'totp-remove')).mutation(async ({ ctx }) => {
    await removeTotpFactor(ctx, ctx.session, ctx.client);
    return { ok: true as const };
  }),
  // role: any staff (own account)
  recoveryCodesRenew: staffFreshProofProcedure
    .meta(serviceAudit('session', 'recovery-codes-renew'))
    .mutation(async ({ ctx }) => ({ recoveryCodes: await renewRecoveryCodes(ctx, ctx.session, ctx.client) })),
  // role: any staff (own account)
  passkeyOptions: staffEnrolFreshProofProcedure
    .meta(firstStep)
    .mutation(({ ctx }) => passkeyRegistrationOptions(ctx.db, ctx.config, ctx.session.adminUserId, ctx.session.email)),
  // role: any staff (own account)
  passkeyRegister: staffEnrolFreshProofProcedure
    .meta(serviceAudit('session', 'passkey-add'))
    .input(adminPasskeyRegisterInput)
    .mutation(async ({ ctx, input }) => {
      await addPasskey(ctx, ctx.session, ctx.client, input);
      await finishEnrolment(ctx, ctx.session);
      return { ok: true as const };
    }),
  // role: any staff (own account)
  passkeyRemove: staffFreshProofProcedure
    .meta(serviceAudit('session', 'passkey-remove'))
    .input(adminPasskeyRemoveInput)
    .mutation(async ({ ctx, input }) => {
      await removePasskey(ctx, ctx.session, ctx.client, input.id);
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

import type { z } from 'zod';
import {
  adminCodeInput,
  adminIdentityOutput,
  adminLoginInput,
  loggedOutOutput,
  adminPasskeyLoginInput,
  adminPasswordResetInput,
  adminPasswordResetRequestInput,
} from '~/shared/schemas/admin-auth';
import {
  login,
  logout,
  passkeyLogin,
  passkeySignInChallenge,
  requestPasswordReset,
  resetPassword,
  type SignedIn,
  verifySecondFactor,
} from '~/server/services/admin-auth';
import type { Context } from '~/server/context';
import { serviceAudit } from '../meta';
import { adminRow } from '../rest-rows';
import { adminEntryProcedure, adminSignInProcedure, router, staffProcedure } from '../trpc';

/** The facts about the client that sign-in uses (docs/decisions/026). */
const clientOf = (ctx: Context) => ({ ip: ctx.client.ip, userAgent: ctx.client.userAgent, deviceToken: ctx.request.deviceToken });

/** Sets the sign-in's cookies; answers the identity and the next step, if any. */
const answer = (ctx: Context, signedIn: SignedIn): z.output<typeof adminIdentityOutput> => {
  for (const cookie of signedIn.cookies) ctx.setResponseHeader('set-cookie', cookie);
  return signedIn.secondFactor ? { email: signedIn.email, secondFactor: signedIn.secondFactor } : { email: signedIn.email };
};

// D19/D20, docs/decisions/026. The entry procedures are open without a session (they make one);
// each is refused in a tRPC batch (src/routers/trpc.ts, UNBATCHED_PROCEDURES).
// Entries are written where the work is done (the services, or by hand here); `serviceAudit` (`recordedBy: 'service'`) says so (docs/decisions/025).
export const adminAuthRouter = router({
  login: adminEntryProcedure
    .meta({
      ...adminRow('POST', '/api/admin/login', adminIdentityOutput, {
        operationId: 'adminLogin',
        summary: 'Log in (sets the session cookie)',
        description:
          'Answers Set-Cookie with the session (cookieAuth). 401 "Invalid email or password"; after 5 attempts in 15 minutes ' +
          'per address or email (counted before the password is checked), 429 with Retry-After. Refused with 403 from a foreign Origin. ' +
          'When the account has a second factor the answer says `secondFactor: "verify"` and the session is good only for ' +
          'admin.auth.verifySecondFactor; `code` (a TOTP or recovery code) sent with the password signs in at once, even while ' +
          "others' wrong passwords lock the email. Every code guess, here or at the second step, counts on the account " +
          '(5 in 15 minutes) before it is checked; a browser remembered for the account counts on its own (docs/decisions/026).',
      }),
      ...serviceAudit('session', 'login'),
    })
    .input(adminLoginInput)
    .mutation(async ({ ctx, input }) => answer(ctx, await login(ctx, clientOf(ctx), input))),
  /** The second step of a sign-in: a TOTP or recovery code. */
  verifySecondFactor: adminSignInProcedure
    .meta(serviceAudit('session', 'login'))
    .input(adminCodeInput)
    .mutation(async ({ ctx, input }) => answer(ctx, await verifySecondFactor(ctx, ctx.session, clientOf(ctx), input.code))),
  /** The challenge for a passkey sign-in (no email needed: the authenticator offers its passkeys); throttled per address and bounded in all. */
  passkeyOptions: adminEntryProcedure
    // Only a challenge is stored; the sign-in that spends it (passkeyLogin) writes the entry.
    .meta({ audit: { none: 'a challenge for passkeyLogin, which records the sign-in' } })
    .mutation(({ ctx }) => passkeySignInChallenge(ctx, clientOf(ctx))),
  passkeyLogin: adminEntryProcedure
    .meta(serviceAudit('session', 'login-passkey'))
    .input(adminPasskeyLoginInput)
    .mutation(async ({ ctx, input }) => answer(ctx, await passkeyLogin(ctx, ctx.session, clientOf(ctx), input.response))),
  requestPasswordReset: adminEntryProcedure
    .meta(serviceAudit('session', 'password-reset-requested'))
    .input(adminPasswordResetRequestInput)
    .mutation(async ({ ctx, input }) => ({ ok: true as const, message: await requestPasswordReset(ctx, clientOf(ctx), input.email) })),
  resetPassword: adminEntryProcedure
    .meta(serviceAudit('session', 'password-reset'))
    .input(adminPasswordResetInput)
    .mutation(async ({ ctx, input }) => {
      await resetPassword(ctx, ctx.client, input.token, input.password);
      return { ok: true as const, message: 'Your new password is set. Please sign in with it.' };
    }),
  me: staffProcedure
    .meta(
      adminRow('GET', '/api/admin/me', adminIdentityOutput, {
        operationId: 'adminMe',
        summary: 'The signed-in administrator (the admin check)',
      }),
    )
    .query(({ ctx }) => ({ email: ctx.session.email })),
  // Any session may end itself, a half-signed-in one too; documented as the admin rows are (a session cookie, 401 without).
  logout: adminSignInProcedure
    .meta({
      access: 'admin',
      ...adminRow('POST', '/api/admin/logout', loggedOutOutput, { operationId: 'adminLogout', summary: 'Log out (ends the session)' }),
      ...serviceAudit('session', 'logout'),
    })
    .mutation(async ({ ctx }) => {
      const { sessionCookie } = await logout(ctx, ctx.session, ctx.client.ip);
      ctx.setResponseHeader('set-cookie', sessionCookie);
      return { ok: true as const, message: 'Logged out successfully' };
    }),
});

import type { z } from 'zod';
import {
  adminCodeInput,
  type adminIdentityOutput,
  adminLoginInput,
  adminPasskeyLoginInput,
  adminPasswordResetInput,
  adminPasswordResetRequestInput,
} from '../../shared/schemas/admin-auth';
import {
  login,
  logout,
  passkeyLogin,
  requestPasswordReset,
  resetPassword,
  type SignedIn,
  verifySecondFactor,
} from '../../server/services/admin-auth';
import { passkeySignInOptions } from '../../server/services/admin-second-factor';
import type { Context } from '../../server/context';
import { adminEntryProcedure, adminSignInProcedure, router, staffProcedure } from '../trpc';

/** The facts about the client that sign-in uses (docs/decisions/026). */
const clientOf = (ctx: Context) => ({ ip: ctx.client.ip, userAgent: ctx.client.userAgent, deviceToken: ctx.request.deviceToken });

/** Sets the sign-in's cookies; answers the identity and the next step, if any. */
const answer = (ctx: Context, signedIn: SignedIn): z.output<typeof adminIdentityOutput> => {
  for (const cookie of signedIn.cookies) ctx.setResponseHeader('set-cookie', cookie);
  return signedIn.secondFactor ? { email: signedIn.email, secondFactor: signedIn.secondFactor } : { email: signedIn.email };
};

// D19/D20, docs/decisions/026. The entry procedures are open without a session (they make one);
// each is refused in a tRPC batch (src/server/http-cache.ts, UNBATCHED_PROCEDURES).
export const adminAuthRouter = router({
  login: adminEntryProcedure.input(adminLoginInput).mutation(async ({ ctx, input }) => answer(ctx, await login(ctx, clientOf(ctx), input))),
  /** The second step of a sign-in: a TOTP or recovery code. */
  verifySecondFactor: adminSignInProcedure
    .input(adminCodeInput)
    .mutation(async ({ ctx, input }) => answer(ctx, await verifySecondFactor(ctx, ctx.session, clientOf(ctx), input.code))),
  /** The challenge for a passkey sign-in (no email needed: the authenticator offers its passkeys). */
  passkeyOptions: adminEntryProcedure.mutation(({ ctx }) => passkeySignInOptions(ctx.db, ctx.config)),
  passkeyLogin: adminEntryProcedure
    .input(adminPasskeyLoginInput)
    .mutation(async ({ ctx, input }) => answer(ctx, await passkeyLogin(ctx, ctx.session, clientOf(ctx), input.response))),
  requestPasswordReset: adminEntryProcedure
    .input(adminPasswordResetRequestInput)
    .mutation(async ({ ctx, input }) => ({ ok: true as const, message: await requestPasswordReset(ctx, ctx.client.ip, input.email) })),
  resetPassword: adminEntryProcedure.input(adminPasswordResetInput).mutation(async ({ ctx, input }) => {
    await resetPassword(ctx, ctx.client.ip, input.token, input.password);
    return { ok: true as const, message: 'Your new password is set. Please sign in with it.' };
  }),
  me: staffProcedure.query(({ ctx }) => ({ email: ctx.session.email })),
  logout: adminSignInProcedure.mutation(async ({ ctx }) => {
    const { sessionCookie } = await logout(ctx, ctx.session, ctx.client.ip);
    ctx.setResponseHeader('set-cookie', sessionCookie);
    return { ok: true as const, message: 'Logged out successfully' };
  }),
});

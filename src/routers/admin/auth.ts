import { adminLoginInput } from '../../shared/schemas/admin-auth';
import { login, logout } from '../../server/services/admin-auth';
import { adminEntryProcedure, router, staffProcedure } from '../trpc';

// D19/D20. Login is the one admin procedure open without a session (it makes the session).
export const adminAuthRouter = router({
  login: adminEntryProcedure.input(adminLoginInput).mutation(async ({ ctx, input }) => {
    const { email, sessionCookie } = await login(ctx, ctx.client.ip, input);
    ctx.setResponseHeader('set-cookie', sessionCookie);
    return { email };
  }),
  me: staffProcedure.query(({ ctx }) => ({ email: ctx.session.email })),
  logout: staffProcedure.mutation(async ({ ctx }) => {
    const { sessionCookie } = await logout(ctx, ctx.session, ctx.client.ip);
    ctx.setResponseHeader('set-cookie', sessionCookie);
    return { ok: true as const, message: 'Logged out successfully' };
  }),
});

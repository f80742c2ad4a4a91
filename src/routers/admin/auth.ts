import { adminIdentityOutput, adminLoginInput, loggedOutOutput } from '../../shared/schemas/admin-auth';
import { login, logout } from '../../server/services/admin-auth';
import { adminEntryProcedure, adminProcedure, router } from '../trpc';

const tags = ['admin'];

// D19/D20. Login is the one admin procedure open without a session (it makes the session).
export const adminAuthRouter = router({
  login: adminEntryProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/login',
        output: adminIdentityOutput,
        operationId: 'adminLogin',
        summary: 'Log in (sets the session cookie)',
        description:
          'Answers Set-Cookie with the session (cookieAuth). 401 "Invalid email or password"; after 5 failures in 15 minutes ' +
          'per address or email, 429 with Retry-After. Refused with 403 from a foreign Origin.',
        tags,
      },
      audit: { kind: 'session', action: 'login', recordedBy: 'service' },
    })
    .input(adminLoginInput)
    .mutation(async ({ ctx, input }) => {
      const { email, sessionCookie } = await login(ctx, ctx.client.ip, input);
      ctx.setResponseHeader('set-cookie', sessionCookie);
      return { email };
    }),
  me: adminProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/me',
        output: adminIdentityOutput,
        operationId: 'adminMe',
        summary: 'The signed-in administrator (the admin check)',
        tags,
      },
    })
    .query(({ ctx }) => ({ email: ctx.session.email })),
  logout: adminProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/logout',
        output: loggedOutOutput,
        operationId: 'adminLogout',
        summary: 'Log out (ends the session)',
        tags,
      },
      audit: { kind: 'session', action: 'logout', recordedBy: 'service' },
    })
    .mutation(async ({ ctx }) => {
      const { sessionCookie } = await logout(ctx, ctx.session, ctx.client.ip);
      ctx.setResponseHeader('set-cookie', sessionCookie);
      return { ok: true as const, message: 'Logged out successfully' };
    }),
});

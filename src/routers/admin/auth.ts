import { adminLoginInput } from '../../shared/schemas/admin-auth';
import { login, logout } from '../../server/services/admin-auth';
import { adminProcedure, publicProcedure, router } from '../trpc';

// D19/D20. Login is the one admin procedure open without a session (it makes the session).
export const adminAuthRouter = router({
  login: publicProcedure.input(adminLoginInput).mutation(({ ctx, input }) => login(ctx, input)),
  me: adminProcedure.query(({ ctx }) => ({ email: ctx.session.email })),
  logout: adminProcedure.mutation(({ ctx }) => logout(ctx)),
});

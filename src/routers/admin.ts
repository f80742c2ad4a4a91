import { adminProcedure, router } from './trpc';

// The administration panel (issue: administration). Every procedure here uses adminProcedure.
export const adminRouter = router({
  me: adminProcedure.query(({ ctx }) => ({ email: ctx.session.email })),
});

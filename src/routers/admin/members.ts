import { membersPageInput } from '~/shared/schemas/members';
import { listMembersPage, memberCounts, membersByMonth } from '~/server/services/members';
import { ownerProcedure, router } from '../trpc';

// The Members tab and the members' part of Analytics (docs/decisions/028). "Now" is the scheduler's
// clock, the one the renewal letters read, so a state in the list is the state the letters see.
export const adminMembersRouter = router({
  // role: Owner
  page: ownerProcedure.input(membersPageInput).query(({ ctx, input }) => listMembersPage(ctx.db, input, ctx.now())),
  // role: Owner
  stats: ownerProcedure.query(async ({ ctx }) => {
    const now = ctx.now();
    return { counts: await memberCounts(ctx.db, now), byMonth: await membersByMonth(ctx.db, now) };
  }),
});

import { membershipApplicationInput } from '../../shared/schemas/contact';
import { submitMembershipApplication } from '../../server/services/contact';
import { publicWriteProcedure, router } from '../trpc';

// Contact / fellowship applications from the home page.
export const contactRouter = router({
  submit: publicWriteProcedure
    .input(membershipApplicationInput)
    .mutation(({ ctx, input }) => submitMembershipApplication(ctx.db, input, ctx.mail)),
});

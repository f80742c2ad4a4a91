import { receiptOutput } from '../../shared/schemas/answers';
import { membershipApplicationInput } from '../../shared/schemas/contact';
import { submitMembershipApplication } from '../../server/services/contact';
import { publicWriteProcedure, router } from '../trpc';

// Contact / fellowship applications from the home page (part 1 section 7); the admin list is in admin/submissions.ts.
export const contactRouter = router({
  submit: publicWriteProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/membership',
        output: receiptOutput,
        operationId: 'submitMembershipApplication',
        summary: 'Send a contact / fellowship application',
        tags: ['membership'],
        status: 201,
      },
    })
    .input(membershipApplicationInput)
    .mutation(({ ctx, input }) => submitMembershipApplication(ctx.db, input, ctx.mail)),
});

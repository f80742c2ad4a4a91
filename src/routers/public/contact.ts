import { receiptOutput } from '~/shared/schemas/answers';
import { contactFormInput } from '~/shared/schemas/contact';
import { submitContactForm } from '~/server/services/contact';
import { publicWriteProcedure, router } from '../trpc';

// Contact forms (fellowship applications, the spec's membership_applications) from the home page (part 1 section 7); the admin list is in admin/submissions.ts.
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
    .input(contactFormInput)
    .mutation(({ ctx, input }) => submitContactForm(ctx.db, input, ctx.mail, ctx.events)),
});

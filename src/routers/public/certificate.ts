import { certificateCheckInput, certificateCheckOutput } from '~/shared/schemas/certificate';
import { verifyCertificate } from '~/server/services/certificate';
import { publicProcedure, router } from '../trpc';

// The support card's certificate (D9): anyone given its number and name can check it (docs/decisions/043).
export const certificateRouter = router({
  verify: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/certificates/{certId}',
        output: certificateCheckOutput,
        operationId: 'verifyCertificate',
        summary: 'Check that a certificate number was issued by the Club to this name',
        description: '404 with "This certificate is not genuine..." for a forged or altered number, or another name.',
        tags: ['support'],
        errors: [404],
      },
    })
    .input(certificateCheckInput)
    .query(({ ctx, input }) => verifyCertificate(ctx.secrets, input)),
});

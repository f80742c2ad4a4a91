import { personalDataEraseInput, personalDataInput } from '~/shared/schemas/privacy';
import { audited, auditActor, recordAudit } from '~/server/services/audit-log';
import { erasePersonalData, findPersonalData, personalDataCounts } from '~/server/services/privacy';
import { serviceAudit } from '../meta';
import { ownerProcedure, router } from '../trpc';

/** "3 comments, 1 payments": what the audit log says of a person's data, without the address. */
const describeCounts = (counts: Record<string, number>) =>
  Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([section, n]) => `${n} ${section}`)
    .join(', ') || 'nothing held';

// People's own data (docs/decisions/029): find, export and erase what is held about an address.
// Mutations all three: the address travels in the body, never in a URL.
export const adminPrivacyRouter = router({
  find: ownerProcedure
    .meta({ audit: { none: 'a search: nothing changes' } })
    .input(personalDataInput)
    .mutation(({ ctx, input }) => findPersonalData(ctx.db, input.email)),
  export: ownerProcedure
    .meta(serviceAudit('privacy', 'download'))
    .input(personalDataInput)
    .mutation(async ({ ctx, input }) => {
      const data = await findPersonalData(ctx.db, input.email);
      // Handing a person's data out is recorded (without the address).
      await recordAudit(ctx.db, auditActor(ctx.session, ctx.client.ip), {
        kind: 'privacy',
        action: 'download',
        detail: describeCounts(personalDataCounts(data)),
      });
      return data;
    }),
  erase: ownerProcedure
    .meta(serviceAudit('privacy', 'erase'))
    .input(personalDataEraseInput)
    .mutation(({ ctx, input }) =>
      audited(
        ctx.db,
        auditActor(ctx.session, ctx.client.ip),
        (trx) => erasePersonalData(trx, input.email),
        (r) => ({ kind: 'privacy', action: 'erase', detail: describeCounts(r.counts) }),
      ),
    ),
});

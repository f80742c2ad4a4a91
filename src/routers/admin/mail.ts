import { idInput } from '../../shared/schemas/fields';
import { audited, auditActor } from '../../server/services/audit-log';
import { getMail, listMail, retryMail, retryUnsentMail } from '../../server/services/mail';
import { ownerProcedure, router } from '../trpc';

// The Outbox tab (docs/decisions/009-mail-outbox.md): every message, one as sent, Retry (audited, docs/decisions/015).
export const adminMailRouter = router({
  list: ownerProcedure.query(({ ctx }) => listMail(ctx.db, ctx.mail)),
  get: ownerProcedure.input(idInput).query(({ ctx, input }) => getMail(ctx.db, input.id)),
  retry: ownerProcedure.input(idInput).mutation(({ ctx, input }) =>
    audited(ctx.db, auditActor(ctx.session, ctx.client.ip), (trx) => retryMail(trx, input.id, ctx.mail), {
      kind: 'mail',
      action: 'retry',
      entityId: input.id,
    }),
  ),
  retryUnsent: ownerProcedure.mutation(({ ctx }) =>
    audited(
      ctx.db,
      auditActor(ctx.session, ctx.client.ip),
      (trx) => retryUnsentMail(trx, ctx.mail),
      (r) => ({ kind: 'mail', action: 'retry', detail: `${r.queued} unsent` }),
    ),
  ),
});

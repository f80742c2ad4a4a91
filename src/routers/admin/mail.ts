import { idInput } from '../../shared/schemas/fields';
import { getMail, listMail, retryMail, retryUnsentMail } from '../../server/services/mail';
import { adminProcedure, router } from '../trpc';

// The Outbox tab (docs/decisions/009-mail-outbox.md): every message, one as sent, Retry.
export const adminMailRouter = router({
  list: adminProcedure.query(({ ctx }) => listMail(ctx.db, ctx.mail)),
  get: adminProcedure.input(idInput).query(({ ctx, input }) => getMail(ctx.db, input.id)),
  retry: adminProcedure.input(idInput).mutation(({ ctx, input }) => retryMail(ctx.db, input.id, ctx.mail)),
  retryUnsent: adminProcedure.mutation(({ ctx }) => retryUnsentMail(ctx.db, ctx.mail)),
});

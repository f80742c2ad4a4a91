import {
  dispatchArchivePageInput,
  dispatchConfirmInput,
  dispatchSubscribeInput,
  dispatchUnsubscribeInput,
} from '~/shared/schemas/dispatch';
import { idInput } from '~/shared/schemas/fields';
import { confirmSubscription, publicArchive, publicIssue, subscribe, unsubscribe } from '~/server/services/dispatch';
import { publicProcedure, publicWriteProcedure, router } from '../trpc';

// The Club's Dispatch (docs/decisions/056): subscribing, its confirmation, unsubscribing, the web edition.
export const dispatchRouter = router({
  subscribe: publicWriteProcedure.input(dispatchSubscribeInput).mutation(({ ctx, input }) => subscribe(ctx.db, ctx.mail, input)),
  confirm: publicWriteProcedure.input(dispatchConfirmInput).mutation(({ ctx, input }) => confirmSubscription(ctx.db, input.token)),
  unsubscribe: publicWriteProcedure
    .input(dispatchUnsubscribeInput)
    .mutation(({ ctx, input }) => unsubscribe(ctx.db, ctx.secrets, input.subscriber, input.token)),
  archive: publicProcedure.input(dispatchArchivePageInput).query(({ ctx, input }) => publicArchive(ctx.db, input.page)),
  issue: publicProcedure.input(idInput).query(({ ctx, input }) => publicIssue(ctx.db, input.id)),
});

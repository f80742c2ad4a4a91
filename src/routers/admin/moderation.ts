import type { AuditAction } from '~/shared/audit-log';
import { blockInput, wordInput } from '~/shared/schemas/moderation';
import { addBlock, addWord, listModeration, removeBlock, removeWord } from '~/server/services/moderation';
import { moderatorProcedure, recordedById, recordedByService, router } from '../trpc';

// The moderation rules (docs/decisions/027): blocked emails and address ranges, the word list.
// Owners and Moderators; every change audited in its transaction, by the service.
const moderation = (action: AuditAction) => recordedByService(moderatorProcedure, 'moderation', action);

export const adminModerationRouter = router({
  list: moderatorProcedure.query(({ ctx }) => listModeration(ctx.db)),
  block: moderation('block')
    .input(blockInput)
    .mutation(({ ctx, input }) => addBlock(ctx.db, ctx.actor, input)),
  unblock: recordedById(moderation('unblock'), removeBlock),
  addWord: moderation('create')
    .input(wordInput)
    .mutation(({ ctx, input }) => addWord(ctx.db, ctx.actor, input)),
  removeWord: recordedById(moderation('delete'), removeWord),
});

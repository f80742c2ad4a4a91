import type { AuditAction } from '../../shared/audit-log';
import { idInput } from '../../shared/schemas/fields';
import { blockInput, wordInput } from '../../shared/schemas/moderation';
import { addBlock, addWord, listModeration, removeBlock, removeWord } from '../../server/services/moderation';
import { moderatorProcedure, recordedByService, router } from '../trpc';

// The moderation rules (docs/decisions/027): blocked emails and address ranges, the word list.
// Owners and Moderators; every change audited in its transaction, by the service.
const moderation = (action: AuditAction) => recordedByService(moderatorProcedure, 'moderation', action);

export const adminModerationRouter = router({
  list: moderatorProcedure.query(({ ctx }) => listModeration(ctx.db)),
  block: moderation('block')
    .input(blockInput)
    .mutation(({ ctx, input }) => addBlock(ctx.db, ctx.actor, input)),
  unblock: moderation('unblock')
    .input(idInput)
    .mutation(({ ctx, input }) => removeBlock(ctx.db, ctx.actor, input.id)),
  addWord: moderation('block')
    .input(wordInput)
    .mutation(({ ctx, input }) => addWord(ctx.db, ctx.actor, input)),
  removeWord: moderation('unblock')
    .input(idInput)
    .mutation(({ ctx, input }) => removeWord(ctx.db, ctx.actor, input.id)),
});

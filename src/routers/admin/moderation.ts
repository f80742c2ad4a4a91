import { idInput } from '../../shared/schemas/fields';
import { blockInput, wordInput } from '../../shared/schemas/moderation';
import { auditActor } from '../../server/services/audit-log';
import { addBlock, addWord, listModeration, removeBlock, removeWord } from '../../server/services/moderation';
import { moderatorProcedure, router } from '../trpc';

// The moderation rules (docs/decisions/027): blocked emails and address ranges, the word list.
// Owners and Moderators; every change audited in its transaction.
// Entries are written where the work is done (the services, or by hand here); `recordedBy: 'service'` says so (docs/decisions/025).
export const adminModerationRouter = router({
  list: moderatorProcedure.query(({ ctx }) => listModeration(ctx.db)),
  block: moderatorProcedure
    .meta({ audit: { kind: 'moderation', action: 'block', recordedBy: 'service' } })
    .input(blockInput)
    .mutation(({ ctx, input }) => addBlock(ctx.db, auditActor(ctx.session, ctx.client.ip), input)),
  unblock: moderatorProcedure
    .meta({ audit: { kind: 'moderation', action: 'unblock', recordedBy: 'service' } })
    .input(idInput)
    .mutation(({ ctx, input }) => removeBlock(ctx.db, auditActor(ctx.session, ctx.client.ip), input.id)),
  addWord: moderatorProcedure
    .meta({ audit: { kind: 'moderation', action: 'block', recordedBy: 'service' } })
    .input(wordInput)
    .mutation(({ ctx, input }) => addWord(ctx.db, auditActor(ctx.session, ctx.client.ip), input)),
  removeWord: moderatorProcedure
    .meta({ audit: { kind: 'moderation', action: 'unblock', recordedBy: 'service' } })
    .input(idInput)
    .mutation(({ ctx, input }) => removeWord(ctx.db, auditActor(ctx.session, ctx.client.ip), input.id)),
});

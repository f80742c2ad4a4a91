import type { ReactionKind } from '../../shared/reactions';
import type { z } from 'zod';
import type {
  reactionAddedOutput,
  reactionAddInput,
  reactionOutput,
  reactionRemovedOutput,
  reactionRemoveInput,
} from '../../shared/schemas/reactions';
import { isBot } from '../../shared/schemas/fields';
import { toFlag } from '../db/columns';
import { assertNotBlocked } from './moderation';
import type { DB } from '../db/database';
import { notFound } from '../errors';

type CommentReaction = z.output<typeof reactionOutput>;

const COLUMNS = ['id', 'commentId', 'reaction', 'userEmail', 'createdAt'] as const;

/** D6: reactions belong to approved comments only; a pending or missing comment is a 404. */
async function assertApprovedComment(db: DB, commentId: number): Promise<void> {
  const comment = await db
    .selectFrom('comments')
    .select('id')
    .where('id', '=', commentId)
    .where('isApproved', '=', toFlag(true))
    .executeTakeFirst();
  if (!comment) throw notFound('Comment not found');
}

/** GET /api/reactions/{commentId}: the spec's list with reaction and userEmail. */
export async function listReactions(db: DB, commentId: number): Promise<CommentReaction[]> {
  await assertApprovedComment(db, commentId);
  return db
    .selectFrom('comment_reactions')
    .select(COLUMNS)
    .where('commentId', '=', commentId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** The reactions `userEmail` holds on the approved comments of one exhibition, in one statement. */
export async function listMyReactions(
  db: DB,
  input: { contentItemId: number; userEmail: string },
): Promise<{ commentId: number; reaction: ReactionKind }[]> {
  return db
    .selectFrom('comment_reactions')
    .innerJoin('comments', 'comments.id', 'comment_reactions.commentId')
    .select(['comment_reactions.commentId', 'comment_reactions.reaction'])
    .where('comments.contentItemId', '=', input.contentItemId)
    .where('comments.isApproved', '=', toFlag(true))
    .where('comment_reactions.userEmail', '=', input.userEmail.toLowerCase())
    .orderBy('comment_reactions.id')
    .execute();
}

/**
 * Adds a reaction; one row per (comment, email, kind) (D6), so adding it again returns the
 * existing row instead of a duplicate.
 */
export async function addReaction(
  db: DB,
  input: z.output<typeof reactionAddInput>,
  clientIp: string,
): Promise<z.output<typeof reactionAddedOutput>> {
  const userEmail = input.userEmail.toLowerCase();
  return db.transaction().execute(async (trx) => {
    await assertApprovedComment(trx, input.commentId);
    if (isBot(input)) {
      return { id: null, commentId: input.commentId, reaction: input.reaction, userEmail, createdAt: new Date().toISOString() };
    }
    // A blocked email or address adds no reactions (docs/decisions/027).
    await assertNotBlocked(trx, { email: userEmail, ip: clientIp });
    await trx
      .insertInto('comment_reactions')
      .values({ commentId: input.commentId, reaction: input.reaction, userEmail, createdAt: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['commentId', 'userEmail', 'reaction']).doNothing())
      .execute();
    return trx
      .selectFrom('comment_reactions')
      .select(COLUMNS)
      .where('commentId', '=', input.commentId)
      .where('userEmail', '=', userEmail)
      .where('reaction', '=', input.reaction)
      .executeTakeFirstOrThrow();
  });
}

/** DELETE /api/reactions/{commentId}/{email}/{reaction}: a reaction that is not there is a 404. */
export async function removeReaction(db: DB, input: z.output<typeof reactionRemoveInput>): Promise<z.output<typeof reactionRemovedOutput>> {
  const result = await db
    .deleteFrom('comment_reactions')
    .where('commentId', '=', input.commentId)
    .where('userEmail', '=', input.userEmail.toLowerCase())
    .where('reaction', '=', input.reaction)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Reaction not found');
  return { removed: true };
}

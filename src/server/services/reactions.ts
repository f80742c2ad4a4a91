import { createHash, randomBytes } from 'node:crypto';
import type { ReactionKind } from '~/shared/reactions';
import type { z } from 'zod';
import type {
  reactionAddedOutput,
  reactionAddInput,
  reactionOutput,
  reactionRemovedOutput,
  reactionRemoveInput,
} from '~/shared/schemas/reactions';
import { isBot } from '~/shared/schemas/fields';
import { toFlag } from '../db/columns';
import { assertNotBlocked } from './moderation';
import type { DB } from '../db/database';
import { conflict, notFound } from '../errors';
import { normaliseEmail } from '~/shared/schemas/fields';

type CommentReaction = z.output<typeof reactionOutput>;

/** What is kept of a browser's token: its SHA-256, so a copy of the database cannot remove reactions. */
export const reactionTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for a client that sent none: 32 random bytes, base64url (43 characters). */
const newToken = () => randomBytes(32).toString('base64url');

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

/**
 * GET /api/reactions/{commentId}: the spec's list, without the reactors' addresses (docs/decisions/029).
 * `mine` says which rows the asking browser made (by its token); without a token, none.
 */
export async function listReactions(db: DB, input: { commentId: number; token?: string | undefined }): Promise<CommentReaction[]> {
  await assertApprovedComment(db, input.commentId);
  const hash = input.token ? reactionTokenHash(input.token) : null;
  const rows = await db
    .selectFrom('comment_reactions')
    .select(['id', 'commentId', 'reaction', 'createdAt', 'ownerTokenHash'])
    .where('commentId', '=', input.commentId)
    .orderBy('createdAt', 'asc')
    .orderBy('id', 'asc')
    .execute();
  return rows.map(({ ownerTokenHash, ...row }) => ({ ...row, mine: hash !== null && ownerTokenHash === hash }));
}

/** The reactions a browser (by its token) holds on the approved comments of one exhibition, in one statement. */
export async function listMyReactions(
  db: DB,
  input: { contentItemId: number; token: string },
): Promise<{ commentId: number; reaction: ReactionKind }[]> {
  return db
    .selectFrom('comment_reactions')
    .innerJoin('comments', 'comments.id', 'comment_reactions.commentId')
    .select(['comment_reactions.commentId', 'comment_reactions.reaction'])
    .distinct()
    .where('comment_reactions.ownerTokenHash', '=', reactionTokenHash(input.token))
    .where('comments.contentItemId', '=', input.contentItemId)
    .where('comments.isApproved', '=', toFlag(true))
    .orderBy('comment_reactions.commentId')
    .orderBy('comment_reactions.reaction')
    .execute();
}

/** The answer to a browser adding a reaction that another browser's token holds (docs/decisions/038). */
export const REACTION_HELD_ELSEWHERE =
  'This address has already given this reaction, from another browser: only that browser can withdraw it.';

/**
 * Adds a reaction; one row per (comment, email, kind) (D6), so adding it again from the same
 * browser answers the existing row instead of a duplicate. The row belongs to the token it was
 * first made with for good (docs/decisions/038): adding it again from elsewhere (the same person
 * on another device, or someone who knows the address) is a 409 that neither takes it over nor
 * changes it.
 */
export async function addReaction(
  db: DB,
  input: z.output<typeof reactionAddInput>,
  clientIp: string,
): Promise<z.output<typeof reactionAddedOutput>> {
  const userEmail = normaliseEmail(input.userEmail);
  const token = input.token ?? newToken();
  const hash = reactionTokenHash(token);
  const made = input.token ? null : token;
  return db.transaction().execute(async (trx) => {
    await assertApprovedComment(trx, input.commentId);
    const now = new Date().toISOString();
    if (isBot(input)) {
      return { id: null, commentId: input.commentId, reaction: input.reaction, createdAt: now, mine: true, token: made };
    }
    // A blocked email or address adds no reactions (docs/decisions/027).
    await assertNotBlocked(trx, { email: userEmail, ip: clientIp });
    await trx
      .insertInto('comment_reactions')
      .values({ commentId: input.commentId, reaction: input.reaction, userEmail, createdAt: now, ownerTokenHash: hash })
      .onConflict((oc) => oc.columns(['commentId', 'userEmail', 'reaction']).doNothing())
      .execute();
    const row = await trx
      .selectFrom('comment_reactions')
      .select(['id', 'commentId', 'reaction', 'createdAt', 'ownerTokenHash'])
      .where('commentId', '=', input.commentId)
      .where('userEmail', '=', userEmail)
      .where('reaction', '=', input.reaction)
      .executeTakeFirstOrThrow();
    // Another browser's reaction with this address. Saying so tells no more than the 201 with
    // `{ id: null, mine: false }` this used to answer did, and the visitor learns why nothing changed.
    if (row.ownerTokenHash !== hash) throw conflict(REACTION_HELD_ELSEWHERE);
    return { id: row.id, commentId: row.commentId, reaction: row.reaction, createdAt: row.createdAt, mine: true, token: made };
  });
}

/**
 * DELETE /api/reactions/{commentId}/{reaction} (and the spec's row with the email in the path):
 * removes the reactions of that kind the token made on that comment (that address's only, when
 * one is given). None is a 404, whether there is no reaction or the token is not its maker's.
 */
export async function removeReaction(
  db: DB,
  input: z.output<typeof reactionRemoveInput> & { token: string },
): Promise<z.output<typeof reactionRemovedOutput>> {
  let query = db
    .deleteFrom('comment_reactions')
    .where('commentId', '=', input.commentId)
    .where('reaction', '=', input.reaction)
    .where('ownerTokenHash', '=', reactionTokenHash(input.token));
  if (input.userEmail) query = query.where('userEmail', '=', normaliseEmail(input.userEmail));
  const result = await query.executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Reaction not found');
  return { removed: true };
}

import type { Kysely } from 'kysely';
import { toFlag } from '../../src/server/db/columns';
import type { Database } from '../../src/server/db/schema';
import { arsenalItems } from './arsenal';
import { comments } from './comments';
import { exhibitions } from './exhibitions';
import { intelligenceReports } from './intelligence';
import { quizClips, quizClipUrl } from './quiz-clips';
import { recognitionItems } from './recognition';
import { shameItems } from './shame';

/**
 * Loads the satirical seed content (D5) in one transaction (the caller's, when it passes one).
 * The caller decides whether the database is empty enough to seed; this function simply inserts.
 */
export async function seedDatabase(db: Kysely<Database>): Promise<void> {
  const inOne = (fn: (trx: Kysely<Database>) => Promise<void>) => (db.isTransaction ? fn(db) : db.transaction().execute(fn));
  await inOne(async (trx) => {
    const exhibitionIds = new Map<string, number>();
    for (const item of exhibitions) {
      const row = await trx.insertInto('content_items').values(item).returning('id').executeTakeFirstOrThrow();
      exhibitionIds.set(item.title, row.id);
    }

    await trx.insertInto('recognition_items').values(recognitionItems).execute();
    await trx.insertInto('shame_items').values(shameItems).execute();
    await trx.insertInto('arsenal_items').values(arsenalItems).execute();
    await trx.insertInto('intelligence_reports').values(intelligenceReports).execute();
    // The quiz's clips, as an administrator's upload registers them (title, isFake, orderPosition, videoUrl).
    await trx
      .insertInto('reality_readiness_videos')
      .values(
        quizClips.map((clip, orderPosition) => ({
          title: clip.title,
          videoUrl: quizClipUrl(clip.file),
          isFake: toFlag(clip.isFake),
          orderPosition,
          createdAt: '2025-03-01T09:00:00.000Z',
        })),
      )
      .execute();

    for (const { exhibitionTitle, reactions, ...comment } of comments) {
      const contentItemId = exhibitionIds.get(exhibitionTitle);
      if (contentItemId === undefined) {
        throw new Error(`Seed comment refers to an unknown exhibition: ${exhibitionTitle}`);
      }
      const row = await trx
        .insertInto('comments')
        .values({ ...comment, contentItemId, updatedAt: comment.createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (reactions.length > 0) {
        await trx
          .insertInto('comment_reactions')
          .values(reactions.map((r) => ({ ...r, commentId: row.id })))
          .execute();
      }
    }
  });
}

import type { z } from 'zod';
import type { guessInput } from '~/shared/schemas/reality-readiness';
import type { DB } from '../db/database';
import { type Page, countOf, pageOf, searchWhere } from '../db/pagination';
import { notFound } from '../errors';
import { fromFlag, toFlag } from '../db/columns';
import type { Row } from '../db/schema';
import type { UploadStorage } from '../storage';
import { removeUploadedFile } from './uploads';
import { type AuditActor, audited } from './audit-log';

/** D12: the public list never carries the answer. */
type PublicVideo = { id: number; title: string; videoUrl: string };
type GuessResult = { correct: boolean; message: string };

export async function listQuizVideos(db: DB): Promise<PublicVideo[]> {
  return db
    .selectFrom('reality_readiness_videos')
    .select(['id', 'title', 'videoUrl'])
    .orderBy('orderPosition', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** D12: the guess (true = AI-generated) is checked here, never in the browser. */
export async function checkGuess(db: DB, input: z.output<typeof guessInput>): Promise<GuessResult> {
  const video = await db.selectFrom('reality_readiness_videos').select(['isFake']).where('id', '=', input.videoId).executeTakeFirst();
  if (!video) throw notFound('Video not found');
  const fake = fromFlag(video.isFake);
  const correct = input.guess === fake;
  const message = correct
    ? fake
      ? 'Well spotted: that clip was AI-generated. Your organic brain remains undefeated.'
      : 'Quite right: that was genuine footage of the real world, which still exists.'
    : fake
      ? 'Alas, that clip was AI-generated. The machines thank you for your trust.'
      : 'Not so: that was real footage. Reality is occasionally stranger than the machines.';
  return { correct, message };
}

type AdminVideo = Omit<Row<'reality_readiness_videos'>, 'isFake'> & { isFake: boolean };
const toVideo = (row: Row<'reality_readiness_videos'>): AdminVideo => ({ ...row, isFake: fromFlag(row.isFake) });

/** A page of the admin's videos (docs/decisions/015), searched on the title: in quiz order, which is what the admin arranges. */
export async function listVideosPage(db: DB, query: { page?: number; q?: string }): Promise<Page<AdminVideo>> {
  const base = () => db.selectFrom('reality_readiness_videos').where(searchWhere(['title', 'videoUrl'], query.q));
  return pageOf(
    query.page,
    () => countOf(base()),
    async (limit, offset) =>
      (await base().selectAll().orderBy('orderPosition', 'asc').orderBy('id', 'asc').limit(limit).offset(offset).execute()).map(toVideo),
  );
}

/** In quiz order (orderPosition, then id: D12). */
export async function listVideosForAdmin(db: DB): Promise<AdminVideo[]> {
  const rows = await db.selectFrom('reality_readiness_videos').selectAll().orderBy('orderPosition', 'asc').orderBy('id', 'asc').execute();
  return rows.map(toVideo);
}

export async function createVideo(
  db: DB,
  input: { title: string; isFake: boolean; orderPosition: number; videoUrl: string },
): Promise<AdminVideo> {
  const row = await db
    .insertInto('reality_readiness_videos')
    .values({
      title: input.title,
      isFake: toFlag(input.isFake),
      orderPosition: input.orderPosition,
      videoUrl: input.videoUrl,
      createdAt: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toVideo(row);
}

/** Deletes the video and, when no other row uses it, its uploaded file. */
export async function deleteVideo(
  db: DB,
  storage: UploadStorage,
  actor: AuditActor,
  id: number,
): Promise<{ id: number; deleted: true; message: string }> {
  // The row goes with its audit entry, in one transaction; the file only once that has committed,
  // so a delete rolled back (its entry refused) keeps the file its row points at.
  const removed = await audited(
    db,
    actor,
    async (trx) => {
      const row = await trx.selectFrom('reality_readiness_videos').select(['videoUrl', 'title']).where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound('Video not found');
      await trx.deleteFrom('reality_readiness_videos').where('id', '=', id).execute();
      const stillUsed = await trx
        .selectFrom('reality_readiness_videos')
        .select('id')
        .where('videoUrl', '=', row.videoUrl)
        .executeTakeFirst();
      return { ...row, stillUsed: Boolean(stillUsed) };
    },
    (r) => ({ kind: 'video', action: 'delete', entityId: id, detail: r.title }),
  );
  if (!removed.stillUsed) await removeUploadedFile(storage, removed.videoUrl);
  return { id, deleted: true, message: 'Video deleted successfully' };
}

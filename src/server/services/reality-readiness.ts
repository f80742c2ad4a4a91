import type { z } from 'zod';
import type { guessInput } from '~/shared/schemas/reality-readiness';
import type { DB } from '../db/database';
import { type Page, countOf, pageOf, searchWhere } from '../db/pagination';
import { notFound } from '../errors';
import { fromFlag, toFlag } from '../db/columns';
import type { Row } from '../db/schema';
import type { UploadStorage } from '../storage';
import { removeUploadedFile } from './uploads';

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
export async function deleteVideo(db: DB, storage: UploadStorage, id: number): Promise<{ id: number; deleted: true; message: string }> {
  const row = await db.selectFrom('reality_readiness_videos').select('videoUrl').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Video not found');
  await db.deleteFrom('reality_readiness_videos').where('id', '=', id).execute();
  const stillUsed = await db.selectFrom('reality_readiness_videos').select('id').where('videoUrl', '=', row.videoUrl).executeTakeFirst();
  if (!stillUsed) await removeUploadedFile(storage, row.videoUrl);
  return { id, deleted: true, message: 'Video deleted successfully' };
}

import type { DB } from '../db/database';
import type { Row } from '../db/schema';
import { notFound } from '../errors';
import { removeUploadedFile } from './admin-uploads';

export type AdminVideo = Omit<Row<'reality_readiness_videos'>, 'isFake'> & { isFake: boolean };
const toVideo = (row: Row<'reality_readiness_videos'>): AdminVideo => ({ ...row, isFake: row.isFake === 1 });

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
      isFake: input.isFake ? 1 : 0,
      orderPosition: input.orderPosition,
      videoUrl: input.videoUrl,
      createdAt: new Date().toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toVideo(row);
}

/** Deletes the video and, when no other row uses it, its uploaded file. */
export async function deleteVideo(db: DB, uploadsDir: string, id: number): Promise<{ id: number; deleted: true; message: string }> {
  const row = await db.selectFrom('reality_readiness_videos').select('videoUrl').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Video not found');
  await db.deleteFrom('reality_readiness_videos').where('id', '=', id).execute();
  const stillUsed = await db.selectFrom('reality_readiness_videos').select('id').where('videoUrl', '=', row.videoUrl).executeTakeFirst();
  if (!stillUsed) await removeUploadedFile(uploadsDir, row.videoUrl);
  return { id, deleted: true, message: 'Video deleted successfully' };
}

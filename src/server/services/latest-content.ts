import { variantUrl } from '~/shared/images';
import type { LatestContentType } from '~/shared/latest-content';
import type { DB } from '../db/database';

export type LatestContent = {
  contentType: LatestContentType;
  id: number;
  title: string;
  /** May hold HTML (exhibitions, recognition, arsenal); the card shows its visible text. */
  description: string;
  imageUrl?: string;
  createdAt: string;
  detailUrl: string;
  category: string;
};

const IMAGE_URL = /\.(png|jpe?g|gif|webp|avif|svg)(\?.*)?$/i;

/**
 * D14: the newest item across exhibitions, recognition, shame and arsenal. One indexed
 * "newest row" read per table, then the newest of those four.
 */
export async function getLatestContent(db: DB): Promise<{ latestContent: LatestContent | null }> {
  const [exhibition, recognition, shame, arsenal] = await Promise.all([
    db
      .selectFrom('content_items')
      .select(['id', 'title', 'description', 'imageUrl', 'createdAt', 'category'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('recognition_items')
      .select(['id', 'title', 'description', 'imageUrl', 'createdAt', 'category'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('shame_items')
      .select(['id', 'title', 'description', 'imageUrl', 'createdAt', 'category'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom('arsenal_items')
      .select(['id', 'title', 'description', 'previewUrl as imageUrl', 'createdAt', 'category'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);

  const candidates: LatestContent[] = [];
  type NewestRow = { id: number; title: string; description: string; imageUrl: string | null; createdAt: string; category: string };
  const add = (contentType: LatestContentType, path: string, row: NewestRow | undefined) => {
    if (!row) return;
    // Arsenal previews may be links to tools or videos: only images make a card picture.
    // An upload with variants: the one WebP variant that fits the card (docs/decisions/031), as the card has no srcset.
    const imageUrl = row.imageUrl && (contentType !== 'arsenal' || IMAGE_URL.test(row.imageUrl)) ? variantUrl(row.imageUrl) : undefined;
    candidates.push({
      contentType,
      id: row.id,
      title: row.title,
      description: row.description,
      ...(imageUrl && { imageUrl }),
      createdAt: row.createdAt,
      detailUrl: `${path}/${row.id}`,
      category: row.category,
    });
  };
  add('exhibition', '/exhibitions', exhibition);
  add('recognition', '/recognition', recognition);
  add('shame', '/shame', shame);
  add('arsenal', '/brain-arsenal', arsenal);

  // ISO-8601 UTC strings sort by time; on a tie the earlier type in D14's list wins.
  const latest = candidates.reduce<LatestContent | null>((best, c) => (!best || c.createdAt > best.createdAt ? c : best), null);
  return { latestContent: latest };
}

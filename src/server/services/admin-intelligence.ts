import type { z } from 'zod';
import type { intelligenceCreateInput, intelligenceUpdateInput } from '../../shared/schemas/intelligence';
import type { DB } from '../db/database';
import type { Row } from '../db/schema';
import { notFound } from '../errors';
import { sanitizeRichText } from './rich-text';

export type AdminIntelligenceReport = Omit<Row<'intelligence_reports'>, 'featured' | 'published' | 'keyInsights' | 'hiddenTruths'> & {
  featured: boolean;
  published: boolean;
  keyInsights: string[];
  hiddenTruths: string[];
};

const parseList = (json: string): string[] => {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

const toReport = (row: Row<'intelligence_reports'>): AdminIntelligenceReport => ({
  ...row,
  featured: row.featured === 1,
  published: row.published === 1,
  keyInsights: parseList(row.keyInsights),
  hiddenTruths: parseList(row.hiddenTruths),
});

/** Drafts included (they carry the Draft badge in the panel); featured first, then newest. */
export async function listIntelligenceForAdmin(db: DB): Promise<AdminIntelligenceReport[]> {
  const rows = await db
    .selectFrom('intelligence_reports')
    .selectAll()
    .orderBy('featured', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toReport);
}

export async function createIntelligence(db: DB, input: z.output<typeof intelligenceCreateInput>): Promise<AdminIntelligenceReport> {
  const now = new Date().toISOString();
  const row = await db
    .insertInto('intelligence_reports')
    .values({
      title: input.title,
      subtitle: input.subtitle ?? null,
      summary: input.summary,
      content: sanitizeRichText(input.content),
      sourceTitle: input.sourceTitle,
      sourceUrl: input.sourceUrl,
      sourceDate: input.sourceDate ?? null,
      category: input.category,
      bullshitMeter: input.bullshitMeter,
      keyInsights: JSON.stringify(input.keyInsights),
      hiddenTruths: JSON.stringify(input.hiddenTruths),
      imageUrl: input.imageUrl ?? null,
      featured: input.featured ? 1 : 0,
      published: input.published ? 1 : 0,
      authorNote: input.authorNote ? sanitizeRichText(input.authorNote) : null,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toReport(row);
}

export async function updateIntelligence(db: DB, input: z.output<typeof intelligenceUpdateInput>): Promise<AdminIntelligenceReport> {
  const { id, content, authorNote, featured, published, keyInsights, hiddenTruths, subtitle, sourceDate, imageUrl, bullshitMeter, ...rest } = input;
  const values = {
    ...rest,
    ...(bullshitMeter !== undefined && { bullshitMeter }),
    ...(content !== undefined && { content: sanitizeRichText(content) }),
    ...('authorNote' in input && { authorNote: authorNote ? sanitizeRichText(authorNote) : null }),
    ...(featured !== undefined && { featured: featured ? 1 : 0 }),
    ...(published !== undefined && { published: published ? 1 : 0 }),
    ...(keyInsights !== undefined && { keyInsights: JSON.stringify(keyInsights) }),
    ...(hiddenTruths !== undefined && { hiddenTruths: JSON.stringify(hiddenTruths) }),
    ...('subtitle' in input && { subtitle: subtitle ?? null }),
    ...('sourceDate' in input && { sourceDate: sourceDate ?? null }),
    ...('imageUrl' in input && { imageUrl: imageUrl ?? null }),
  };
  const result = await db
    .updateTable('intelligence_reports')
    .set({ ...values, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound('Intelligence report not found');
  const row = await db.selectFrom('intelligence_reports').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return toReport(row);
}

export async function deleteIntelligence(db: DB, id: number): Promise<{ id: number; deleted: true }> {
  const result = await db.deleteFrom('intelligence_reports').where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw notFound('Intelligence report not found');
  return { id, deleted: true };
}

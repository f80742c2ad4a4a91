import type { IntelligenceReport } from '../../shared/intelligence';
import type { DB } from '../db/database';
import type { Row } from '../db/schema';
import { notFound } from '../errors';

/** Lists are JSON text in the database (D13); a damaged value reads as an empty list. */
export function parseTextList(value: string | null | undefined): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The public (and admin) shape of a row: flags as booleans, lists as arrays. */
export const toIntelligenceReport = (row: Row<'intelligence_reports'>): IntelligenceReport => ({
  ...row,
  bullshitMeter: Math.min(10, Math.max(0, row.bullshitMeter)),
  keyInsights: parseTextList(row.keyInsights),
  hiddenTruths: parseTextList(row.hiddenTruths),
  featured: row.featured === 1,
  published: row.published === 1,
});

/** D13: published reports only, featured first, then newest first. */
export async function listPublishedReports(db: DB): Promise<IntelligenceReport[]> {
  const rows = await db
    .selectFrom('intelligence_reports')
    .selectAll()
    .where('published', '=', 1)
    .orderBy('featured', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toIntelligenceReport);
}

/** D13: a draft is as missing as a report that never existed. */
export async function getPublishedReport(db: DB, id: number): Promise<IntelligenceReport> {
  const row = await db
    .selectFrom('intelligence_reports')
    .selectAll()
    .where('id', '=', id)
    .where('published', '=', 1)
    .executeTakeFirst();
  if (!row) throw notFound('Intelligence report not found');
  return toIntelligenceReport(row);
}

import type { z } from 'zod';
import { clampMeter, type IntelligenceReport } from '~/shared/intelligence';
import type { intelligenceCreateInput, intelligenceUpdateInput } from '~/shared/schemas/intelligence';
import { catalogueColumns, fromFlag, fromJsonList, ifSent, toFlag, toJsonList } from '../db/columns';
import { catalogueCrud } from '../db/crud';
import type { DB } from '../db/database';
import { FEATURED_THEN_NEWEST, orderedList } from '../db/public-lists';
import { sql } from 'kysely';
import type { Row } from '../db/schema';
import { notFound } from '../errors';
import { sanitizeRichText } from './rich-text';
import { searchDocuments, searchIndexed } from './search/documents';
import { joined, plainText } from './search/text';

/**
 * Intelligence Reports: public reads (published only, D13) and the admin's writes. One row
 * mapping for both: flags as booleans, lists as arrays, the meter by its one rule.
 */
const toIntelligenceReport = (row: Row<'intelligence_reports'>): IntelligenceReport => ({
  ...row,
  bullshitMeter: clampMeter(row.bullshitMeter),
  keyInsights: fromJsonList(row.keyInsights),
  hiddenTruths: fromJsonList(row.hiddenTruths),
  featured: fromFlag(row.featured),
  published: fromFlag(row.published),
});

const sanitizeOptional = (html: string | undefined) => (html ? sanitizeRichText(html) : null);

/** The fields stored as they are sent, the optional ones an edit may clear, the analysis (rich text) and the featured flag. */
const columns = catalogueColumns(
  ['title', 'summary', 'sourceTitle', 'sourceUrl', 'category', 'bullshitMeter'],
  ['subtitle', 'sourceDate', 'imageUrl'],
  ['content'],
);

/** What the site search finds of each row (docs/decisions/030): its title, and this. */
export const intelligenceSearch = searchDocuments({
  kind: 'intelligence',
  table: 'intelligence_reports',
  path: '/intelligence',
  // D13: a draft is as missing as a report that never existed.
  visible: (row) => fromFlag(row.published),
  text: (row) => ({
    summary: joined(row.subtitle, row.summary),
    body: [plainText(row.content), ...fromJsonList(row.keyInsights), row.category].filter(Boolean).join(' '),
  }),
});

/** The admin list's pages (drafts included, newest first), create, update and delete. */
export const intelligenceCrud = catalogueCrud({
  indexed: searchIndexed(intelligenceSearch),
  notFoundMessage: 'Intelligence report not found',
  searchColumns: ['title', 'subtitle', 'summary', 'sourceTitle', 'category'],
  toItem: toIntelligenceReport,
  toInsert: (input: z.output<typeof intelligenceCreateInput>, now) => ({
    ...columns.insert(input),
    keyInsights: toJsonList(input.keyInsights),
    hiddenTruths: toJsonList(input.hiddenTruths),
    published: toFlag(input.published),
    authorNote: sanitizeOptional(input.authorNote),
    updatedAt: now,
  }),
  toUpdate: (input: Omit<z.output<typeof intelligenceUpdateInput>, 'id'>, now) => ({
    ...columns.update(input),
    published: ifSent(input.published, toFlag),
    keyInsights: ifSent(input.keyInsights, toJsonList),
    hiddenTruths: ifSent(input.hiddenTruths, toJsonList),
    ...('authorNote' in input && { authorNote: sanitizeOptional(input.authorNote) }),
    updatedAt: now,
  }),
});

const newestFeaturedFirst = (db: DB) =>
  db.selectFrom('intelligence_reports').selectAll().orderBy('featured', 'desc').orderBy('createdAt', 'desc').orderBy('id', 'desc');

/** D13: published reports only, featured first, then newest first: whole, in pages, in chunks (docs/decisions/020). */
const publishedReports = orderedList({
  table: 'intelligence_reports',
  where: sql`${sql.ref('published')} = ${toFlag(true)}`,
  order: FEATURED_THEN_NEWEST,
  toItem: toIntelligenceReport,
});

export const listPublishedReports = (db: DB): Promise<IntelligenceReport[]> => publishedReports.all(db);
export const listPublishedReportsPage = publishedReports.page;
export const intelligenceChunks = (db: DB) => publishedReports.chunks(db);

/** D13: a draft is as missing as a report that never existed. */
export async function getPublishedReport(db: DB, id: number): Promise<IntelligenceReport> {
  const row = await db
    .selectFrom('intelligence_reports')
    .selectAll()
    .where('id', '=', id)
    .where('published', '=', toFlag(true))
    .executeTakeFirst();
  if (!row) throw notFound('Intelligence report not found');
  return toIntelligenceReport(row);
}

/** Drafts included (they carry the Draft badge in the panel); featured first, then newest. */
export async function listAllReports(db: DB): Promise<IntelligenceReport[]> {
  return (await newestFeaturedFirst(db).execute()).map(toIntelligenceReport);
}

export const createIntelligence = intelligenceCrud.create;
export const updateIntelligence = intelligenceCrud.update;
export const deleteIntelligence = intelligenceCrud.remove;

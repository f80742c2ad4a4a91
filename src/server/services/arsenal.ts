import type { ArsenalItem, ArsenalType } from '~/shared/arsenal';
import { arsenalCreateInput, arsenalUpdateInput } from '~/shared/schemas/arsenal';
import { catalogueColumns, fromFlag } from '../db/columns';
import { catalogueCrud } from '../db/crud';
import type { DB } from '../db/database';
import { FEATURED_THEN_NEWEST, orderedList } from '../db/public-lists';
import { sql } from 'kysely';
import type { Row } from '../db/schema';
import { notFound } from '../errors';
import { searchDocuments, searchIndexed } from './search/documents';
import { joined } from './search/text';

/** The Brain Arsenal: public reads and the admin's writes (part 2 sections 2 and 5). */
const toArsenalItem = (row: Row<'arsenal_items'>): ArsenalItem => ({
  id: row.id,
  type: row.type,
  title: row.title,
  description: row.description,
  category: row.category,
  content: row.content,
  previewUrl: row.previewUrl,
  featured: fromFlag(row.featured),
  sourceCredits: row.sourceCredits,
  createdAt: row.createdAt,
});

/** The fields stored as they are sent, the optional ones an edit may clear, and the featured flag. */
const columns = catalogueColumns(['title', 'description', 'type', 'category', 'content'], ['previewUrl', 'sourceCredits']);

/** What the site search finds of each row (docs/decisions/030): its title, and this. */
export const arsenalSearch = searchDocuments({
  kind: 'arsenal',
  table: 'arsenal_items',
  path: '/brain-arsenal',
  text: (row) => ({ summary: row.description, body: joined(row.type, row.category, row.content) }),
});

/** The admin list's pages, create, update and delete. */
export const arsenalCrud = catalogueCrud({
  indexed: searchIndexed(arsenalSearch),
  notFoundMessage: 'Arsenal item not found',
  searchColumns: ['title', 'description', 'category', 'type', 'content'],
  toItem: toArsenalItem,
  columns: columns.for(arsenalCreateInput, arsenalUpdateInput),
});

/** D13: featured items head the list, then newest first (the public and admin lists alike). */
const publicArsenal = orderedList({ table: 'arsenal_items', order: FEATURED_THEN_NEWEST, toItem: toArsenalItem });

export const listArsenal = (db: DB): Promise<ArsenalItem[]> => publicArsenal.all(db);

/** A page of the public list, of one type or all (docs/decisions/020). */
export const listArsenalPublicPage = (db: DB, query: { page?: number; pageSize?: number; type?: ArsenalType }) =>
  publicArsenal.page(db, query, query.type ? sql`${sql.ref('type')} = ${query.type}` : undefined);
export const arsenalChunks = (db: DB) => publicArsenal.chunks(db);

/** The spec's message for a missing item on the public detail page carries a full stop. */
export async function getArsenalItem(db: DB, id: number): Promise<ArsenalItem> {
  const row = await db.selectFrom('arsenal_items').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Arsenal item not found.');
  return toArsenalItem(row);
}

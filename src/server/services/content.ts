import type { z } from 'zod';
import type { contentCreateInput, contentUpdateInput } from '~/shared/schemas/content';
import { catalogueColumns, toFlag, withFeatured } from '../db/columns';
import { catalogueCrud } from '../db/crud';
import { type DB, inTransaction } from '../db/database';
import { countsByKind, type Page } from '../db/pagination';
import { NEWEST_FIRST, orderedList } from '../db/public-lists';
import type { Row } from '../db/schema';
import { notFound } from '../errors';
import { searchDocuments, searchIndexed } from './search/documents';
import { joined, plainText } from './search/text';

/**
 * Exhibitions ("content items", /api/content): public reads and the admin's writes. The
 * description is rich text (D7).
 */
type ContentItem = Omit<Row<'content_items'>, 'featured'> & { featured: boolean };
type AdminContentItem = ContentItem & { approvedComments: number; pendingComments: number };
/** The fields stored as they are sent, the description (rich text) and the featured flag (the image is cleared its own way, below). */
const columns = catalogueColumns(['title', 'type', 'category'], [], ['description']);

/** What the site search finds of each row (docs/decisions/030): its title, and this. */
export const contentSearch = searchDocuments({
  kind: 'exhibition',
  table: 'content_items',
  path: '/exhibitions',
  text: (row) => ({ summary: joined(row.type, row.category), body: plainText(row.description) }),
});

const content = catalogueCrud({
  indexed: searchIndexed(contentSearch),
  notFoundMessage: 'Content item not found',
  searchColumns: ['title', 'description', 'type', 'category'],
  toInsert: (input: z.output<typeof contentCreateInput>) => ({
    ...columns.insert(input),
    imageUrl: input.imageUrl ?? '',
  }),
  toUpdate: (input: Omit<z.output<typeof contentUpdateInput>, 'id'>) => ({
    ...columns.update(input),
    // An emptied image field clears the image (the column is not nullable).
    ...('imageUrl' in input && { imageUrl: input.imageUrl ?? '' }),
  }),
});

/** The public exhibitions, newest first (the order the galleries show): whole, in pages, in chunks (docs/decisions/020). */
const publicContent = orderedList({ table: 'content_items', order: NEWEST_FIRST, toItem: (row): ContentItem => withFeatured(row) });

/** All exhibitions, newest first (the spec's list). */
export const listContent = (db: DB) => publicContent.all(db);
export const listContentPage = publicContent.page;
export const contentChunks = (db: DB) => publicContent.chunks(db);

async function findContent(db: DB, id: number): Promise<ContentItem | undefined> {
  const row = await db.selectFrom('content_items').selectAll().where('id', '=', id).executeTakeFirst();
  return row && withFeatured(row);
}

/** The public detail page's message for a missing exhibition. */
export async function getContent(db: DB, id: number): Promise<ContentItem> {
  const item = await findContent(db, id);
  if (!item) throw notFound('Exhibition not found');
  return item;
}

/** Every content item with its comment counts (shown before a delete, D16). */
export async function listContentForAdmin(db: DB): Promise<AdminContentItem[]> {
  const rows = await db
    .selectFrom('content_items')
    .selectAll('content_items')
    .select((eb) => [
      eb
        .selectFrom('comments')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('comments.contentItemId', '=', 'content_items.id')
        .where('comments.isApproved', '=', toFlag(true))
        .as('approvedComments'),
      eb
        .selectFrom('comments')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('comments.contentItemId', '=', 'content_items.id')
        .where('comments.isApproved', '=', toFlag(false))
        .as('pendingComments'),
    ])
    .orderBy('content_items.createdAt', 'desc')
    .orderBy('content_items.id', 'desc')
    .execute();
  return rows.map(({ approvedComments, pendingComments, ...row }) => ({
    ...withFeatured(row),
    approvedComments: Number(approvedComments ?? 0),
    pendingComments: Number(pendingComments ?? 0),
  }));
}

/** A page of the admin list (docs/decisions/015), each item with its comment counts. */
export async function listContentPageForAdmin(db: DB, query: { page?: number; q?: string }): Promise<Page<AdminContentItem>> {
  const page = await content.listPage(db, query);
  const count = await countsByKind(db, 'comments', 'contentItemId', 'isApproved', page.items);
  return {
    ...page,
    items: page.items.map((item) => ({
      ...item,
      approvedComments: count(item.id, toFlag(true)),
      pendingComments: count(item.id, toFlag(false)),
    })),
  };
}

export const createContent = content.create;
export const updateContent = content.update;

/** D16: deleting a content item removes its comments and their reactions (cascades), at once. */
export async function deleteContent(db: DB, id: number): Promise<{ id: number; deleted: true; removedComments: number }> {
  // Inside the caller's transaction when there is one (the audit log writes in it, docs/decisions/015).
  return inTransaction(db, async (trx) => {
    const counted = await trx
      .selectFrom('comments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('contentItemId', '=', id)
      .executeTakeFirstOrThrow();
    const { deleted } = await content.remove(trx, id);
    return { id, deleted, removedComments: Number(counted.n) };
  });
}

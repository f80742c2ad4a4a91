import { shameCreateInput, shameUpdateInput } from '~/shared/schemas/shame';
import { catalogueColumns, withFeatured } from '../db/columns';
import { catalogueCrud } from '../db/crud';
import type { DB } from '../db/database';
import { NEWEST_FIRST, orderedList } from '../db/public-lists';
import type { Row } from '../db/schema';
import { searchDocuments, searchIndexed } from './search/documents';
import { joined } from './search/text';

/** The Hall of Shame: public reads and the admin's writes (part 1 section 5, part 2 section 5). */
type ShameItem = Omit<Row<'shame_items'>, 'featured'> & { featured: boolean };
/** The fields stored as they are sent, the optional ones an edit may clear, and the featured flag. */
const columns = catalogueColumns(['title', 'category', 'description', 'example'], ['sourceUrl', 'imageUrl']);

/** What the site search finds of each row (docs/decisions/030): its title, and this. */
export const shameSearch = searchDocuments({
  kind: 'shame',
  table: 'shame_items',
  path: '/shame',
  text: (row) => ({ summary: joined(row.category), body: `${row.description} ${row.example}`.trim() }),
});

/** Read-one, the admin list's pages, create, update and delete. */
export const shameCrud = catalogueCrud({
  indexed: searchIndexed(shameSearch),
  // The spec's message for a missing entry.
  notFoundMessage: 'Shame item not found',
  searchColumns: ['title', 'description', 'category', 'example'],
  columns: columns.for(shameCreateInput, shameUpdateInput),
});

/** All Hall of Shame entries, newest first (the home page shows the first three; the admin list too). */
const publicShame = orderedList({ table: 'shame_items', order: NEWEST_FIRST, toItem: (row): ShameItem => withFeatured(row) });

export const listShame = (db: DB) => publicShame.all(db);
/** The public list in pages and in chunks (docs/decisions/020). */
export const listShamePublicPage = publicShame.page;
export const shameChunks = (db: DB) => publicShame.chunks(db);

export const createShame = shameCrud.create;

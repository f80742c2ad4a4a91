import { recognitionCreateInput, recognitionUpdateInput } from '~/shared/schemas/recognition';
import { catalogueColumns, withFeatured } from '../db/columns';
import { catalogueCrud } from '../db/crud';
import type { DB } from '../db/database';
import { NEWEST_FIRST, orderedList } from '../db/public-lists';
import type { Row } from '../db/schema';
import { searchDocuments, searchIndexed } from './search/documents';
import { joined, plainText } from './search/text';

/** AI "recognitions": public reads and the admin's writes; descriptions are rich text (D7). */
type RecognitionItem = Omit<Row<'recognition_items'>, 'featured'> & { featured: boolean };
/** The fields stored as they are sent, the optional ones an edit may clear, the description (rich text) and the featured flag. */
const columns = catalogueColumns(['title', 'company', 'category'], ['imageUrl', 'websiteUrl'], ['description']);

/** What the site search finds of each row (docs/decisions/030): its title, and this. */
export const recognitionSearch = searchDocuments({
  kind: 'recognition',
  table: 'recognition_items',
  path: '/recognition',
  text: (row) => ({ summary: joined(row.company, row.category), body: plainText(row.description) }),
});

/** Read-one, the admin list's pages, create, update and delete. */
export const recognitionCrud = catalogueCrud({
  indexed: searchIndexed(recognitionSearch),
  notFoundMessage: 'Recognition item not found',
  searchColumns: ['title', 'company', 'description', 'category'],
  columns: columns.for(recognitionCreateInput, recognitionUpdateInput),
});

/** All recognition items, newest first (the home page shows the first three; the admin list too). */
const publicRecognition = orderedList({
  table: 'recognition_items',
  order: NEWEST_FIRST,
  toItem: (row): RecognitionItem => withFeatured(row),
});

export const listRecognition = (db: DB) => publicRecognition.all(db);
/** The public list in pages and in chunks (docs/decisions/020). */
export const listRecognitionPublicPage = publicRecognition.page;
export const recognitionChunks = (db: DB) => publicRecognition.chunks(db);

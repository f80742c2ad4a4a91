import { sql } from 'kysely';
import { type DB, inTransaction } from '~/server/db/database';
import { rawRead } from '~/server/db/raw-sql';
import type { Database, Row } from '~/server/db/schema';
import type { SearchKind } from '~/shared/site-search';
import { countWords } from './vocabulary';

/**
 * The search's documents (`search_documents`, migration 0011): one row of plain text per thing a
 * visitor can find. Each catalogue kind declares its own beside its service (`searchDocuments`),
 * and its writes keep it in step through `searchIndexed` (src/server/db/crud.ts).
 */

/** The catalogue kinds (every kind but the static pages). */
export type SearchItemKind = Exclude<SearchKind, 'page'>;

export type DocRow = { kind: SearchKind; itemId: number | null; url: string; title: string; summary: string; body: string };

/**
 * A kind's documents, read from its `table`: every visible row's, or the one row's with `id` (none
 * when a visitor cannot see it).
 */
export type SearchDocuments<T extends keyof Database = keyof Database> = {
  kind: SearchItemKind;
  table: T;
  of: (db: DB, id?: number) => Promise<DocRow[]>;
};

/**
 * A kind's documents, declared by the kind: each row found at `path/id` by its title (its `title`
 * column unless `title` says otherwise); `text` says what else of the row is searched, `visible`
 * which rows a visitor can see (all by default).
 */
export function searchDocuments<T extends keyof Database>(declared: {
  kind: SearchItemKind;
  table: T;
  path: string;
  title?: (row: Row<T>) => string;
  visible?: (row: Row<T>) => boolean;
  text: (row: Row<T>) => { summary: string; body: string };
}): SearchDocuments<T> {
  const table = sql.table(declared.table);
  return {
    kind: declared.kind,
    table: declared.table,
    async of(db, id) {
      // `sql`, as in crud.ts: Kysely cannot check the columns of a table that is a type parameter.
      const { rows } = await rawRead(
        [id === undefined ? declared.table : { table: declared.table, id }],
        sql<
          Row<T> & { id: number; title?: string }
        >`select * from ${table}${id === undefined ? sql`` : sql` where id = ${id}`} order by id`,
      ).execute(db);
      return rows
        .filter((row) => declared.visible?.(row) ?? true)
        .map((row) => ({
          kind: declared.kind,
          itemId: row.id,
          url: `${declared.path}/${row.id}`,
          title: declared.title?.(row) ?? row.title ?? '',
          ...declared.text(row),
        }));
    },
  };
}

/**
 * Keeps one catalogue row's document in step with the row, in the caller's transaction: written
 * when a visitor can see the row, removed when not (a draft, a deleted row); the vocabulary of the
 * titles with it.
 */
export async function indexSearchItem(db: DB, documents: SearchDocuments, id: number): Promise<void> {
  const { kind } = documents;
  await inTransaction(db, async (trx) => {
    const [doc] = await documents.of(trx, id);
    const before = await trx.selectFrom('search_documents').select('title').where('kind', '=', kind).where('itemId', '=', id).execute();
    await trx.deleteFrom('search_documents').where('kind', '=', kind).where('itemId', '=', id).execute();
    if (doc) await trx.insertInto('search_documents').values(doc).execute();
    await countWords(
      trx,
      before.map((d) => d.title),
      doc ? [doc.title] : [],
    );
  });
}

/** The hooks a catalogue kind's writes call (src/server/db/crud.ts), with the table the documents are read from. */
export const searchIndexed = <T extends keyof Database>(documents: SearchDocuments<T>) => ({
  table: documents.table,
  saved: (db: DB, id: number) => indexSearchItem(db, documents, id),
  removed: (db: DB, id: number) => indexSearchItem(db, documents, id),
});

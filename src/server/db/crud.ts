import { sql } from 'kysely';
import { notFound } from '../errors';
import { withFeatured } from './columns';
import { type DB, inTransaction } from './database';
import { type Page, pageOf, searchWhere } from './pagination';
import { rawRead, rawWrite } from './raw-sql';
import type { Database, NewRow, Row, RowUpdate } from './schema';

/** Deletes one row by id; a missing row is a NotFound with the given message. */
export async function deleteById(db: DB, table: keyof Database, id: number, notFoundMessage: string): Promise<void> {
  const result = await rawWrite([{ table, id, deletes: true }], sql`delete from ${sql.table(table)} where id = ${id}`).execute(db);
  if (Number(result.numAffectedRows ?? 0) === 0) throw notFound(notFoundMessage);
}

type Searchable<T extends keyof Database> = readonly (keyof Row<T> & string)[];

/**
 * Every row of `table` whose search columns contain `q` (all rows without one), newest first:
 * what a CSV export downloads (docs/decisions/015). `sql` for the same reason as catalogueCrud below.
 */
export async function newestFirstMatching<T extends keyof Database>(
  db: DB,
  table: T,
  searchColumns: Searchable<T>,
  q?: string,
): Promise<Row<T>[]> {
  const { rows } = await rawRead(
    [table],
    sql<Row<T>>`select * from ${sql.table(table)} where ${searchWhere(searchColumns, q)} order by ${sql.ref('createdAt')} desc, id desc`,
  ).execute(db);
  return rows;
}

/** One page of `table`, newest first, searched on `searchColumns` (docs/decisions/015). */
export async function newestFirstPage<T extends keyof Database>(
  db: DB,
  table: T,
  searchColumns: Searchable<T>,
  query: { page?: number; q?: string },
): Promise<Page<Row<T>>> {
  const where = searchWhere(searchColumns, query.q);
  return pageOf(
    query.page,
    async () =>
      (await rawRead([table], sql<{ n: number }>`select count(*) as n from ${sql.table(table)} where ${where}`).execute(db)).rows[0]?.n ??
      0,
    async (limit, offset) =>
      (
        await rawRead(
          [table],
          sql<
            Row<T>
          >`select * from ${sql.table(table)} where ${where} order by ${sql.ref('createdAt')} desc, id desc limit ${limit} offset ${offset}`,
        ).execute(db)
      ).rows,
  );
}

/** The five kinds an administrator writes through the same create / edit / delete form. */
type CatalogueTable = 'content_items' | 'recognition_items' | 'shame_items' | 'arsenal_items' | 'intelligence_reports';

/** What differs between the kinds: the table, the missing-row message and the two mappings. */
type CatalogueKind<T extends CatalogueTable, Item, Create, Update> = {
  /**
   * The kind's table and the site search's hooks (`searchIndexed`, src/server/services/search/documents.ts),
   * told of every write in its transaction so the search keeps its document of the row in step. One
   * declaration, so the rows written and the documents read are of the same table.
   */
  indexed: { table: T; saved: (db: DB, id: number) => Promise<void>; removed: (db: DB, id: number) => Promise<void> };
  notFoundMessage: string;
  /** The columns the admin list's search looks in (docs/decisions/015). */
  searchColumns: readonly (keyof Row<T> & string)[];
  /** The answer of a row; by default the row as stored with its featured flag a boolean (`withFeatured`). */
  toItem?: (row: Row<T>) => Item;
} & (
  | {
      /** Column values of a new row from the validated create input; its `createdAt` is the create's time, set below. */
      toInsert: (input: Create, now: string) => NewRow<T>;
      /** Column values for an edit: only the fields the input carries (a PATCH changes what it sends). */
      toUpdate: (input: Omit<Update, 'id'>, now: string) => RowUpdate<T>;
    }
  /** A kind whose every column maps through its `catalogueColumns`: those are the two mappings. */
  | { columns: { insert: (input: Create) => NewRow<T>; update: (input: Omit<Update, 'id'>) => RowUpdate<T> } }
);

/** A catalogue row's answer when the kind says nothing else: as stored, the featured flag a boolean. */
type Featured<T extends CatalogueTable> = Omit<Row<T>, 'featured'> & { featured: boolean };

/**
 * Read-one, create, update and delete for a catalogue kind. Statements that filter by id are
 * written with `sql` because Kysely cannot check column names against a table that is a type
 * parameter; the values still come from the typed mappings above.
 */
export function catalogueCrud<T extends CatalogueTable, Create, Update extends { id: number }, Item = Featured<T>>(
  kind: CatalogueKind<T, Item, Create, Update>,
) {
  const { indexed } = kind;
  // Every catalogue table has the featured column; the default answer is `Featured<T>`, which `Item` is when toItem is not given.
  const toItem = kind.toItem ?? ((row: Row<T>) => withFeatured(row as Row<T> & { featured: number }) as Item);
  const toInsert = 'columns' in kind ? kind.columns.insert : kind.toInsert;
  const toUpdate = 'columns' in kind ? kind.columns.update : kind.toUpdate;
  const table = sql.table(indexed.table);
  const get = async (db: DB, id: number): Promise<Item> => {
    const { rows } = await rawRead([{ table: indexed.table, id }], sql<Row<T>>`select * from ${table} where id = ${id}`).execute(db);
    if (!rows[0]) throw notFound(kind.notFoundMessage);
    return toItem(rows[0]);
  };
  return {
    get,
    /** One page of the admin list, newest first, searched on the kind's main fields (docs/decisions/015). */
    listPage: async (db: DB, query: { page?: number; q?: string }): Promise<Page<Item>> => {
      const page = await newestFirstPage(db, indexed.table, kind.searchColumns, query);
      return { ...page, items: page.items.map(toItem) };
    },
    create: (db: DB, input: Create): Promise<Item> =>
      inTransaction(db, async (trx) => {
        const now = new Date().toISOString();
        const values: NewRow<T> = { ...toInsert(input, now), createdAt: now };
        const row = await trx.insertInto(indexed.table).values(values).returningAll().executeTakeFirstOrThrow();
        await indexed.saved(trx, (row as { id: number }).id);
        return toItem(row);
      }),
    update: (db: DB, { id, ...input }: Update): Promise<Item> =>
      inTransaction(db, async (trx) => {
        const values = Object.entries(toUpdate(input, new Date().toISOString())).filter(([, v]) => v !== undefined);
        if (values.length > 0) {
          const assignments = sql.join(values.map(([column, value]) => sql`${sql.ref(column)} = ${value}`));
          const result = await rawWrite([{ table: indexed.table, id }], sql`update ${table} set ${assignments} where id = ${id}`).execute(
            trx,
          );
          if (Number(result.numAffectedRows ?? 0) === 0) throw notFound(kind.notFoundMessage);
          await indexed.saved(trx, id);
        }
        return get(trx, id);
      }),
    remove: (db: DB, id: number): Promise<{ id: number; deleted: true }> =>
      inTransaction(db, async (trx) => {
        await deleteById(trx, indexed.table, id, kind.notFoundMessage);
        await indexed.removed(trx, id);
        return { id, deleted: true as const };
      }),
  };
}

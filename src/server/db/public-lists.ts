import { type RawBuilder, sql, type SqlBool } from 'kysely';
import { PUBLIC_PAGE_SIZE, type PublicPage } from '~/shared/public-lists';
import type { DB } from './database';
import { rawRead } from './raw-sql';
import type { Database, Row } from './schema';

/**
 * A public list read three ways (docs/decisions/020): a page of it (what the pages and
 * `?page=&pageSize=` ask for), everything at once (the spec's list procedures), and everything in
 * chunks (the `/api` rows of a large list, written to the socket as they are read, so the answer
 * is never held twice in memory). All three keep the list's one order.
 *
 * Written with `sql` (like crud.ts) because Kysely cannot check column names against a table that
 * is a type parameter; `where` and `order` are ours, never input, and values are bound.
 */
export type OrderedList<T extends keyof Database, Item> = {
  table: T;
  /** Which rows the public sees (published only, approved only, one exhibition's...). */
  where?: RawBuilder<SqlBool>;
  /** The list's order, ending with a unique column (id) so pages never overlap. */
  order: RawBuilder<unknown>;
  /** The columns read (`*` by default). */
  columns?: readonly (keyof Row<T> & string)[];
  toItem: (row: Row<T>) => Item;
};

/** Rows read per statement when a whole list goes out in chunks. */
export const LIST_CHUNK = 500;

export function orderedList<T extends keyof Database, Item>(list: OrderedList<T, Item>) {
  const table = sql.table(list.table);
  // What every statement below reads (`where` and `order` are the list's own columns).
  const read = [list.table];
  const columns = list.columns ? sql.join(list.columns.map((c) => sql.ref(c))) : sql`*`;
  const whereOf = (extra?: RawBuilder<SqlBool>) => {
    const conditions = [list.where, extra].filter((c): c is RawBuilder<SqlBool> => c !== undefined);
    return conditions.length === 0 ? sql`1 = 1` : sql.join(conditions, sql` and `);
  };
  const rowsOf = async (db: DB, extra: RawBuilder<SqlBool> | undefined, limit?: number, offset?: number): Promise<Item[]> => {
    const paging = limit === undefined ? sql`` : sql` limit ${limit} offset ${offset ?? 0}`;
    const { rows } = await rawRead(
      read,
      sql<Row<T>>`select ${columns} from ${table} where ${whereOf(extra)} order by ${list.order}${paging}`,
    ).execute(db);
    return rows.map(list.toItem);
  };
  return {
    /** Every row, in the list's order. */
    all: (db: DB, extra?: RawBuilder<SqlBool>): Promise<Item[]> => rowsOf(db, extra),
    /** One page: the rows at `(page - 1) * pageSize` and the count of all of them. */
    page: async (db: DB, query: { page?: number; pageSize?: number }, extra?: RawBuilder<SqlBool>): Promise<PublicPage<Item>> => {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? PUBLIC_PAGE_SIZE;
      const counted = await rawRead(read, sql<{ n: number | string }>`select count(*) as n from ${table} where ${whereOf(extra)}`).execute(
        db,
      );
      const total = Number(counted.rows[0]?.n ?? 0);
      const pageCount = Math.ceil(total / pageSize);
      const items = total === 0 || page > pageCount ? [] : await rowsOf(db, extra, pageSize, (page - 1) * pageSize);
      return { items, total, page, pageSize, pageCount };
    },
    /**
     * Everything, in chunks of {@link LIST_CHUNK}: the ids in order first (a few bytes each, one
     * statement: the answer's snapshot), then the rows by id. A row deleted meanwhile is left out,
     * one edited meanwhile goes out as edited; the order never breaks.
     */
    async chunks(db: DB, extra?: RawBuilder<SqlBool>): Promise<{ count: number; chunks: () => AsyncGenerator<Item[]> }> {
      const { rows } = await rawRead(
        read,
        sql<{ id: number }>`select id from ${table} where ${whereOf(extra)} order by ${list.order}`,
      ).execute(db);
      return inChunks(
        rows.map((r) => r.id),
        async (slice) => {
          const { rows: found } = await rawRead(
            read,
            sql<Row<T>>`select ${columns} from ${table} where id in (${sql.join(slice)})`,
          ).execute(db);
          return new Map(found.map((row) => [Number((row as { id: unknown }).id), list.toItem(row)]));
        },
      );
    },
  };
}

/**
 * A whole list in chunks of {@link LIST_CHUNK}: `ids` in the list's order (read in one statement:
 * the answer's snapshot), each chunk's items read by `load`. An item gone meanwhile is left out.
 */
export function inChunks<Item>(
  ids: number[],
  load: (slice: number[]) => Promise<Map<number, Item>>,
): { count: number; chunks: () => AsyncGenerator<Item[]> } {
  return {
    count: ids.length,
    async *chunks() {
      for (let at = 0; at < ids.length; at += LIST_CHUNK) {
        const slice = ids.slice(at, at + LIST_CHUNK);
        const byId = await load(slice);
        yield slice.flatMap((id) => {
          const item = byId.get(id);
          return item === undefined ? [] : [item];
        });
      }
    },
  };
}

/** The public galleries' order: newest first. */
export const NEWEST_FIRST = sql`${sql.ref('createdAt')} desc, id desc`;

/** D13: featured items head the list, then newest first. */
export const FEATURED_THEN_NEWEST = sql`${sql.ref('featured')} desc, ${sql.ref('createdAt')} desc, id desc`;

import { type RawBuilder, type SelectQueryBuilder, sql, type SqlBool } from 'kysely';
import { ADMIN_PAGE_SIZE } from '~/shared/admin-lists';
import type { DB } from './database';
import { rawRead } from './raw-sql';
import type { Database, Row } from './schema';

/** One page of an admin list (docs/decisions/015). */
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number; pageCount: number };

/** `%`, `_` and the escape character itself match literally in a search. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search condition of an admin list: any of `columns` contains `q`, case-insensitively.
 * Written as `lower(col) like lower(?)` so SQLite and PostgreSQL read it the same; a missing or
 * blank `q` matches every row. Column names are ours (never input); `q` is a bound value.
 */
export function searchWhere(columns: readonly string[], q: string | undefined): RawBuilder<SqlBool> {
  const text = q?.trim();
  if (!text || columns.length === 0) return sql<SqlBool>`1 = 1`;
  const pattern = `%${escapeLike(text)}%`;
  const any = columns.map((column) => sql`lower(coalesce(${sql.ref(column)}, '')) like lower(${pattern}) escape '\\'`);
  return sql<SqlBool>`(${sql.join(any, sql` or `)})`;
}

/**
 * A page from two queries: the count of matching rows and the rows at `limit`/`offset`. A page
 * past the end answers no rows (with the true total, so the pager can step back).
 */
export async function pageOf<T>(
  page: number | undefined,
  count: () => Promise<number | string | bigint>,
  rows: (limit: number, offset: number) => Promise<T[]>,
  pageSize = ADMIN_PAGE_SIZE,
): Promise<Page<T>> {
  const current = page ?? 1;
  const total = Number(await count());
  const items = total === 0 ? [] : await rows(pageSize, (current - 1) * pageSize);
  return { items, total, page: current, pageSize, pageCount: Math.ceil(total / pageSize) };
}

/**
 * The number of rows a list query matches: the count half of `pageOf`, from the same query the
 * rows come from, so the total and the page can never filter differently.
 */
export async function countOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): Promise<number> {
  // Kysely cannot spell the selection of a builder generic over its tables; `n` is the one column selected.
  const row = await query
    .select(sql<number | string | bigint>`count(*)`.as('n'))
    .$castTo<{ n: number | string | bigint }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

type KindCount = { o: number; k: unknown; n: number | string | bigint };

/**
 * How many rows of `table` each item of a page owns (through `owner`), by the value of `kind`: an
 * exhibition's comments by approval, a comment's reactions by kind. One grouped statement for the
 * whole page, none for an empty one; read back as `count(id, value)`, 0 where there are none.
 */
export async function countsByKind<T extends keyof Database, K extends keyof Row<T> & string>(
  db: DB,
  table: T,
  owner: keyof Row<T> & string,
  kind: K,
  items: readonly { id: number }[],
): Promise<(id: number, value: Row<T>[K]) => number> {
  if (items.length === 0) return () => 0;
  const [o, k, ids] = [sql.ref(owner), sql.ref(kind), sql.join(items.map((item) => item.id))];
  const { rows } = await rawRead(
    [table],
    sql<KindCount>`select ${o} as o, ${k} as k, count(*) as n from ${sql.table(table)} where ${o} in (${ids}) group by ${o}, ${k}`,
  ).execute(db);
  const counts = new Map(rows.map((r) => [`${r.o}|${String(r.k)}`, Number(r.n)]));
  return (id, value) => counts.get(`${id}|${String(value)}`) ?? 0;
}

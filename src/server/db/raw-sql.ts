import type { OperationNode, RawBuilder } from 'kysely';
import type { Database } from './schema';

/**
 * What a statement written by hand (`sql\`...\``) reads or writes, declared where it is written,
 * so the read cache never guesses it from the SQL text (docs/decisions/048). Kysely's own queries
 * need nothing: their tree says it. A raw statement that declares nothing is taken to read and
 * change every table, which is always safe and empties the cache: `src/server/db/raw-sql.test.ts`
 * fails on one in src/server.
 */
export type RawTable = keyof Database;

/** A table, or one row of it by id (a read or write `where id = ...`). */
export type RawRow = { table: RawTable; id: number | string };
/** A table written, or one row of it by id; `deletes` when rows are deleted (their cascades go too). */
export type RawChange = { table: RawTable; id?: number | string; deletes?: true };

export type RawDeclaration =
  { kind: 'read'; tables: readonly (RawTable | RawRow)[] } | { kind: 'write'; tables: readonly (RawTable | RawChange)[] };

// Keyed by the statement's node: Kysely hands the same object to the plugins and the driver.
const declared = new WeakMap<OperationNode, RawDeclaration>();

function declare<R>(query: RawBuilder<R>, declaration: RawDeclaration): RawBuilder<R> {
  declared.set(query.toOperationNode(), declaration);
  return query;
}

/**
 * A raw read of these tables (every row of each, hidden rows included) or rows by id.
 * `rawRead([], ...)`: a statement that shows none of the club's tables (the catalogue, a pragma,
 * a lock, a setting, `select 1`).
 */
export const rawRead = <R>(tables: readonly (RawTable | RawRow)[], query: RawBuilder<R>): RawBuilder<R> =>
  declare(query, { kind: 'read', tables });

/**
 * A raw write to these tables (whichever rows), or to one row by id. `rawWrite([], ...)`: a
 * statement that changes no row a read shows (an index's `optimize`, `vacuum into` a copy).
 */
export const rawWrite = <R>(tables: readonly (RawTable | RawChange)[], query: RawBuilder<R>): RawBuilder<R> =>
  declare(query, { kind: 'write', tables });

/** What a raw statement (or fragment) declared, if it did. */
export const rawDeclaration = (node: OperationNode): RawDeclaration | undefined => declared.get(node);

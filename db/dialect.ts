import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, type RawBuilder, sql } from 'kysely';

// Frozen in time like the migrations that use it: never imports from src/. What differs between
// SQLite and PostgreSQL in a schema, and nothing else (docs/decisions/016-postgresql-dialect.md).

export type Dialect = 'sqlite' | 'postgres';

/** The dialect a Kysely instance (or a migration's transaction) talks to. */
export function dialectOf<DB>(db: Kysely<DB>): Dialect {
  const adapter = db.getExecutor().adapter;
  return adapter instanceof PostgresAdapter || adapter.constructor.name === 'PostgresAdapter' ? 'postgres' : 'sqlite';
}

type SchemaWords = {
  dialect: Dialect;
  /** The id column's type: INTEGER (SQLite's rowid) or SERIAL (a 32-bit integer with its sequence). */
  idType: 'integer' | 'serial';
  /** The id column's constraints: a primary key that numbers new rows itself. */
  id: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder;
  /**
   * Text. On PostgreSQL with the "C" collation: bytes compare as SQLite's BINARY does, so every
   * ORDER BY, comparison and lower() gives the same answer on both, whatever the server's locale.
   */
  text: 'text' | RawBuilder<unknown>;
  /** The default of a timestamp column: now, as ISO-8601 UTC text with milliseconds ('2026-11-21T09:30:00.123Z'). */
  now: RawBuilder<unknown>;
};

export function schemaWords<DB>(db: Kysely<DB>): SchemaWords {
  if (dialectOf(db) === 'postgres') {
    return {
      dialect: 'postgres',
      idType: 'serial',
      id: (c) => c.primaryKey(),
      text: sql`text collate "C"`,
      now: sql`(to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
    };
  }
  return {
    dialect: 'sqlite',
    idType: 'integer',
    id: (c) => c.primaryKey().autoIncrement(),
    text: 'text',
    now: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
  };
}

import type { SqliteConnection, SqliteStatementHandle } from './sqlite-driver';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * better-sqlite3 under Kysely with prepared statements reused: Kysely's SQLite driver calls
 * `prepare` for every query, and preparing was a fifth of a public read's CPU. The app's queries
 * are a fixed set of SQL texts (values are parameters), so a small LRU keyed by the text holds
 * them all. A statement still being iterated is busy and cannot be re-entered: such a call
 * prepares a fresh one.
 */
export function withStatementCache(sqlite: SqliteConnection, capacity = 500): SqliteDatabase {
  const statements = new Map<string, SqliteStatementHandle>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Most recently used last, so the first key is the one to evict.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        if (statements.size > capacity) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
  };
}

import type { SqliteDatabase, SqliteStatement } from 'kysely';

export type SqliteBusyCode = 'busy' | 'locked';

/**
 * SQLITE_BUSY (another connection holds the lock) or SQLITE_LOCKED (a conflict inside one
 * connection), with their extended codes (SQLITE_BUSY_SNAPSHOT...), or null for any other error.
 */
export function busyCodeOf(error: unknown): SqliteBusyCode | null {
  const code = error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_')) return 'busy';
  if (code === 'SQLITE_LOCKED' || code.startsWith('SQLITE_LOCKED_')) return 'locked';
  return null;
}

/**
 * Tells `onBusy` of every statement SQLite gave up on as busy or locked. SQLite retries a busy
 * lock itself for busy_timeout (5 s, src/server/db/database.ts) inside the call, out of sight: what
 * reaches the app, and is counted here, is a statement that waited the whole timeout and failed.
 */
export function countingBusy(database: SqliteDatabase, onBusy: (code: SqliteBusyCode) => void): SqliteDatabase {
  const guard = <T>(run: () => T): T => {
    try {
      return run();
    } catch (error) {
      const code = busyCodeOf(error);
      if (code) onBusy(code);
      throw error;
    }
  };
  return {
    close: () => database.close(),
    prepare(sql: string): SqliteStatement {
      const statement = guard(() => database.prepare(sql));
      return {
        reader: statement.reader,
        all: (parameters) => guard(() => statement.all(parameters)),
        run: (parameters) => guard(() => statement.run(parameters)),
        iterate: (parameters) => guard(() => statement.iterate(parameters)),
      };
    },
  };
}

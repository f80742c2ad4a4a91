import { type RawBuilder, sql } from 'kysely';
import { type DB, dialectOf } from './database';
import { rawRead } from './raw-sql';

/**
 * Throttle counters in the database (PostgreSQL), so that every process on one database counts
 * on the same counter (docs/decisions/018-shared-state.md). Fixed windows, as the memory stores
 * count: the first hit opens a window of `windowMs`; hits inside it add one; the first hit after
 * it starts a new one. Times are the database's clock, so processes on machines whose clocks
 * differ still agree.
 */

/**
 * The database's now, in milliseconds since 1970. PostgreSQL's `now()` is fixed for a statement
 * and SQLite's 'now' for one step of a statement, so every use in one statement agrees. The login
 * throttle counts here on SQLite too (docs/decisions/026), hence both spellings.
 */
const pgNowMs = rawRead([], sql<number>`(extract(epoch from now()) * 1000)::bigint`);
const sqliteNowMs = sql<number>`cast(unixepoch('subsec') * 1000 as integer)`;
const nowOf = (db: DB): RawBuilder<number> => (dialectOf(db) === 'postgres' ? pgNowMs : sqliteNowMs);
const msOf = (db: DB, ms: number): RawBuilder<number> => (dialectOf(db) === 'postgres' ? sql<number>`${ms}::bigint` : sql<number>`${ms}`);

export type Count = { count: number; ttlMs: number };

/**
 * Counts one hit on `key` in one statement (an upsert that takes the row's lock), so N processes
 * hitting at once count exactly N: answers the count in the current window and the milliseconds
 * left in it.
 */
export async function countHit(db: DB, key: string, windowMs: number): Promise<Count> {
  const nowMs = nowOf(db);
  const window = msOf(db, windowMs);
  const expired = sql<boolean>`rate_limits."expiresAt" <= ${nowMs}`;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, count: 1, expiresAt: sql<number>`${nowMs} + ${window}` })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_limits.count + 1 end`,
        expiresAt: sql<number>`case when ${expired} then ${nowMs} + ${window} else rate_limits."expiresAt" end`,
      }),
    )
    .returning(['count', sql<number>`"expiresAt" - ${nowMs}`.as('ttlMs')])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), ttlMs: Math.max(0, Number(row.ttlMs)) };
}

/** The count in `key`'s current window without adding to it (0 when no window is open). */
export async function readCount(db: DB, key: string): Promise<Count> {
  const nowMs = nowOf(db);
  const row = await db
    .selectFrom('rate_limits')
    .select(['count', sql<number>`"expiresAt" - ${nowMs}`.as('ttlMs')])
    .where('key', '=', key)
    .where(sql<boolean>`"expiresAt" > ${nowMs}`)
    .executeTakeFirst();
  return row ? { count: Number(row.count), ttlMs: Number(row.ttlMs) } : { count: 0, ttlMs: 0 };
}

export async function clearCount(db: DB, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** Gives back one hit (an attempt that succeeded), in one statement; never below zero. */
export async function refundHit(db: DB, key: string): Promise<void> {
  await db
    .updateTable('rate_limits')
    .set({ count: sql<number>`count - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

/** Removes the windows that have ended; answers how many. */
export async function sweepExpired(db: DB): Promise<number> {
  const nowMs = nowOf(db);
  const result = await db
    .deleteFrom('rate_limits')
    .where(sql<boolean>`"expiresAt" <= ${nowMs}`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Sweeps ended windows now and then (at most once per `everyMs`, started by a hit, in the
 * background), so the table holds about one row per client active in the last window.
 */
export function occasionalSweep(db: DB, everyMs = 60_000, now: () => number = Date.now): () => void {
  let last = now();
  let running = false;
  return () => {
    const t = now();
    if (running || t - last < everyMs) return;
    last = t;
    running = true;
    sweepExpired(db)
      .catch(() => {}) // the database closing under a shutdown; the next sweep catches up
      .finally(() => (running = false));
  };
}

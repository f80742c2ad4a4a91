import { CompiledQuery, type DatabaseConnection, type QueryResult, sql } from 'kysely';
import { rawRead } from './raw-sql';
import type { DB } from './database';
import { decodeEffect, encodeEffect, type SharedChanges, type WriteEffect } from '../cache/tags/effects';

/**
 * On PostgreSQL several processes share the read cache's versions
 * (docs/decisions/018-shared-state.md): the `cache_version` row and one `cache_tags` row per tag,
 * bumped by every transaction (or lone statement) that changed what public reads show. The bump
 * is the transaction's last statement, run just before its COMMIT, so it becomes visible together
 * with the write it announces (never before it, or a reader could see the new version with the
 * old rows; never after the client heard "done", or a reader could miss it). It takes the version
 * row's lock first and the tag rows' locks in order, after every other lock of the transaction,
 * so it cannot deadlock, and the version row orders the bumps: a tag's version is the version of
 * the last transaction that changed it. A lone statement is followed by the bump before its
 * caller hears back.
 */
export const bump = (tags: string[]) =>
  CompiledQuery.raw(
    `with v as (insert into cache_version (id, version) values (1, 1) on conflict (id) do update set version = cache_version.version + 1 returning version)
     insert into cache_tags (tag, version) select t, v.version from v, unnest($1::text[]) as t order by t on conflict (tag) do update set version = excluded.version
     returning version`,
    [tags],
  );

/** More tags than this in one transaction are folded into their tables. */
const MAX_TAGS = 64;

/** The tags bumped after `since`, and the newest version (several processes on one PostgreSQL database). */
export async function readSharedChanges(db: DB, since: number): Promise<SharedChanges> {
  const limit = 1000;
  const { rows } = await rawRead(
    ['cache_tags'],
    sql<{
      tag: string;
      version: number | string;
    }>`select tag, version from cache_tags where version > ${since} order by version desc limit ${limit + 1}`,
  ).execute(db);
  if (!rows.length) return { version: since, tags: [] };
  const version = Number(rows[0].version);
  return { version, tags: rows.length > limit ? null : rows.map((r) => ({ ...decodeEffect(r.tag), version: Number(r.version) })) };
}

/** Reads the shared version (0 before the first write). */
export async function readSharedVersion(db: DB): Promise<number> {
  const row = await rawRead(['cache_version'], sql<{ version: number | null }>`select max(version) as version from cache_version`).execute(
    db,
  );
  return Number(row.rows[0]?.version ?? 0);
}

export type Bumped = { version: number | string };

/**
 * The bumps of lone statements, one at a time per pool (group commit): the statements that finish
 * while a bump is under way share the next one, run on the first one's connection. A burst of
 * writes then costs fewer round trips and fewer turns on the version row's lock, and each
 * statement's caller still hears back only once a bump covering its tags has committed.
 */
export class LoneBumps {
  private inFlight: Promise<void> | null = null;
  private queued: { effects: WriteEffect[]; version: Promise<number | null> } | null = null;

  bump(connection: DatabaseConnection, effects: WriteEffect[]): Promise<number | null> {
    if (this.queued) {
      this.queued.effects.push(...effects);
      return this.queued.version;
    }
    const inFlight = this.inFlight;
    if (!inFlight) return this.run(connection, effects);
    const shared = [...effects];
    const version = inFlight.then(() => {
      this.queued = null;
      return this.run(connection, shared);
    });
    this.queued = { effects: shared, version };
    return version;
  }

  private run(connection: DatabaseConnection, effects: WriteEffect[]): Promise<number | null> {
    const version = connection.executeQuery<Bumped>(bump(tagsOf(effects))).then(versionOf);
    const settled: Promise<void> = version.then(
      () => this.settle(settled),
      () => this.settle(settled),
    );
    this.inFlight = settled;
    return version;
  }

  private settle(settled: Promise<void>): void {
    if (this.inFlight === settled) this.inFlight = null;
  }
}
export const versionOf = (result: QueryResult<Bumped>): number | null => (result.rows.length ? Number(result.rows[0].version) : null);

/** The transaction's effects as tags, sorted (the lock order), folded into tables when there are many. */
export function tagsOf(effects: WriteEffect[]): string[] {
  let tags = [...new Set(effects.map(encodeEffect))];
  if (tags.length > MAX_TAGS) tags = [...new Set(effects.map((e) => encodeEffect({ table: e.table, part: null, hiddenOnly: false })))];
  return tags.sort();
}

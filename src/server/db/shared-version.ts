import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { sql } from 'kysely';
import type { DB } from './database';
import { decodeEffect, encodeEffect, PRIVATE_TABLES, type SharedChanges, type WriteEffect, writePlan } from './cache-tags';

/**
 * Every statement that writes is watched here, at the driver, on both dialects
 * (docs/decisions/019-read-cache-tags.md): what it changes is read from its tree (src/server/db/cache-tags.ts),
 * from the rows it is about to touch when the tree does not say (an update or delete of a table
 * split into parts, by a where that does not pin the part), and from how many rows it touched
 * (none: it changed nothing). The changes go to `onWrite` after the statement ran and again after
 * its transaction committed.
 *
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
const bump = (tags: string[]) =>
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
  const { rows } = await sql<{
    tag: string;
    version: number | string;
  }>`select tag, version from cache_tags where version > ${since} order by version desc limit ${limit + 1}`.execute(db);
  if (!rows.length) return { version: since, tags: [] };
  const version = Number(rows[0].version);
  return { version, tags: rows.length > limit ? null : rows.map((r) => ({ ...decodeEffect(r.tag), version: Number(r.version) })) };
}

/** Reads the shared version (0 before the first write). */
export async function readSharedVersion(db: DB): Promise<number> {
  const row = await sql<{ version: number | null }>`select max(version) as version from cache_version`.execute(db);
  return Number(row.rows[0]?.version ?? 0);
}

export type WriteWatch = {
  /** The public changes of a statement, after it ran, and of a transaction, after it committed. */
  onWrite: (effects: WriteEffect[]) => void;
  /**
   * PostgreSQL with several processes: bump the shared rows (off until the migrations made them),
   * and tell the version of each bump once it committed (the read cache has applied its changes already).
   */
  shared?: { enabled: boolean; onBump?: (version: number) => void };
};

/** Wraps a dialect so that every write is watched as described above. */
export class WriteWatchingDialect implements Dialect {
  constructor(
    private readonly inner: Dialect,
    private readonly watch: WriteWatch,
  ) {}

  createDriver(): Driver {
    return new WriteWatchingDriver(this.inner.createDriver(), this.inner.createQueryCompiler(), this.watch);
  }
  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }
  createAdapter() {
    return this.inner.createAdapter();
  }
  createIntrospector(db: Parameters<Dialect['createIntrospector']>[0]) {
    return this.inner.createIntrospector(db);
  }
}

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode', 'RawNode']);

class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  /** What the open transaction changed so far. */
  effects: WriteEffect[] = [];

  constructor(
    readonly inner: DatabaseConnection,
    private readonly compiler: QueryCompiler,
    private readonly watch: WriteWatch,
    private readonly loneBumps: LoneBumps,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const node = compiledQuery.query;
    const plan = node ? writePlan(node) : null;
    if (!plan) return this.inner.executeQuery<R>(compiledQuery);
    let effects: WriteEffect[];
    let result: QueryResult<R>;
    if (plan.kind === 'rows') {
      const rows = (await this.inner.executeQuery<Record<string, unknown>>(this.compiler.compileQuery(plan.select, compiledQuery.queryId)))
        .rows;
      result = await this.inner.executeQuery<R>(compiledQuery);
      effects = plan.effectsOf(rows);
    } else {
      result = await this.inner.executeQuery<R>(compiledQuery);
      effects = plan.effects;
    }
    // A statement that touched no row (a no-op delete, an update of nothing, an insert that met a conflict) changed nothing.
    const touched = result.numAffectedRows ?? (result.rows.length ? BigInt(result.rows.length) : undefined);
    if (touched === 0n && WRITES.has(node.kind) && !effects.some((e) => e.table === '*')) effects = [];
    effects = effects.filter((e) => !PRIVATE_TABLES.has(e.table));
    if (!effects.length) return result;
    this.watch.onWrite(effects);
    if (this.inTransaction) this.effects.push(...effects);
    else if (this.watch.shared?.enabled) {
      const version = await this.loneBumps.bump(this.inner, effects);
      this.watch.onWrite(effects);
      // A lone statement commits on its own: the version is taken for good.
      if (version !== null) this.watch.shared.onBump?.(version);
    }
    return result;
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

type Bumped = { version: number | string };

/**
 * The bumps of lone statements, one at a time per pool (group commit): the statements that finish
 * while a bump is under way share the next one, run on the first one's connection. A burst of
 * writes then costs fewer round trips and fewer turns on the version row's lock, and each
 * statement's caller still hears back only once a bump covering its tags has committed.
 */
class LoneBumps {
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
const versionOf = (result: QueryResult<Bumped>): number | null => (result.rows.length ? Number(result.rows[0].version) : null);

/** The transaction's effects as tags, sorted (the lock order), folded into tables when there are many. */
function tagsOf(effects: WriteEffect[]): string[] {
  let tags = [...new Set(effects.map(encodeEffect))];
  if (tags.length > MAX_TAGS) tags = [...new Set(effects.map((e) => encodeEffect({ table: e.table, part: null, hiddenOnly: false })))];
  return tags.sort();
}

const unwrap = (connection: DatabaseConnection): WatchedConnection => {
  if (!(connection instanceof WatchedConnection)) throw new Error('WriteWatchingDialect: a connection it did not hand out');
  return connection;
};

class WriteWatchingDriver implements Driver {
  private readonly loneBumps = new LoneBumps();

  constructor(
    private readonly inner: Driver,
    private readonly compiler: QueryCompiler,
    private readonly watch: WriteWatch,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(), this.compiler, this.watch, this.loneBumps);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = unwrap(connection);
    await this.inner.beginTransaction(c.inner, settings);
    c.inTransaction = true;
    c.effects = [];
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = unwrap(connection);
    const effects = c.effects;
    let bumped: number | null = null;
    try {
      if (effects.length && this.watch.shared?.enabled) bumped = versionOf(await c.inner.executeQuery<Bumped>(bump(tagsOf(effects))));
      await this.inner.commitTransaction(c.inner);
    } finally {
      c.inTransaction = false;
      c.effects = [];
    }
    if (effects.length) this.watch.onWrite(effects);
    // Only once committed: a rolled-back bump's version is handed out again, to another transaction.
    if (bumped !== null) this.watch.shared?.onBump?.(bumped);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = unwrap(connection);
    c.inTransaction = false;
    c.effects = [];
    await this.inner.rollbackTransaction(c.inner);
  }

  async savepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    if (!this.inner.savepoint) throw new Error('savepoints are not supported by this driver');
    await this.inner.savepoint(unwrap(connection).inner, name, compileQuery);
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    if (!this.inner.rollbackToSavepoint) throw new Error('savepoints are not supported by this driver');
    await this.inner.rollbackToSavepoint(unwrap(connection).inner, name, compileQuery);
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, compileQuery: QueryCompiler['compileQuery']): Promise<void> {
    if (!this.inner.releaseSavepoint) throw new Error('savepoints are not supported by this driver');
    await this.inner.releaseSavepoint(unwrap(connection).inner, name, compileQuery);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(unwrap(connection).inner);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}

import type { CompiledQuery, DatabaseConnection, Dialect, Driver, QueryCompiler, QueryResult, TransactionSettings } from 'kysely';
import { Cascades, isPrivateTable } from '../cache/tags/rules';
import type { WriteEffect } from '../cache/tags/effects';
import { writePlan } from '../cache/tags/write-plan';
import { bump, type Bumped, LoneBumps, tagsOf, versionOf } from './shared-version';

/**
 * Every statement that writes is watched here, at the driver, on both dialects
 * (docs/decisions/019-read-cache-tags.md): what it changes is read from its tree (src/server/cache/tags/write-plan.ts),
 * from the rows it is about to touch when the tree does not say (an update or delete of a table
 * split into parts, by a where that does not pin the part), and from how many rows it touched
 * (none: it changed nothing). The changes go to `onWrite` after the statement ran and again after
 * its transaction committed.
 */
export type WriteWatch = {
  /** The public changes of a statement, after it ran, and of a transaction, after it committed. */
  onWrite: (effects: WriteEffect[]) => void;
  /**
   * PostgreSQL with several processes: bump the shared rows (off until the migrations made them),
   * and tell the version of each bump once it committed (the read cache has applied its changes already).
   */
  shared?: { enabled: boolean; onBump?: (version: number) => void };
  /** The rows a delete takes with it (learned from the schema once the migrations ran); none when not given. */
  cascades?: Cascades;
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

const NO_CASCADES = new Cascades();

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
    const plan = node ? writePlan(node, this.watch.cascades ?? NO_CASCADES) : null;
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
    effects = effects.filter((e) => !isPrivateTable(e.table));
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

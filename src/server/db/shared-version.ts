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
import { writtenTables } from './write-watcher';

/**
 * The read cache's version shared by every process on one PostgreSQL database
 * (docs/decisions/018-shared-state.md): the `cache_version` row, bumped by every transaction
 * (or lone statement) that wrote a table some public read shows, and read by each process before
 * it answers a public read from its memory.
 *
 * The bump is the transaction's last statement, run just before its COMMIT, so it becomes visible
 * together with the write it announces (never before it, or a reader could see the new version
 * with the old rows; never after the client heard "done", or a reader could miss it). Taking the
 * row's lock last, after every other lock of the transaction, cannot deadlock. A lone statement
 * (no transaction) is followed by the bump before its caller hears back.
 */
const BUMP = CompiledQuery.raw('insert into cache_version (id, version) values (1, 1) on conflict (id) do update set version = cache_version.version + 1');

/** Reads the shared version (0 before the first write). */
export async function readSharedVersion(db: DB): Promise<number> {
  const row = await sql<{ version: number | null }>`select max(version) as version from cache_version`.execute(db);
  return Number(row.rows[0]?.version ?? 0);
}

export type VersionBumps = {
  /** Off until the migrations have made the table. */
  enabled: boolean;
  /** Whether a write to these tables changes what some public read shows. */
  changesPublicReads: (tables: readonly string[]) => boolean;
};

/** Wraps a dialect (PostgreSQL's) so that writes bump the shared version as described above. */
export class VersionBumpingDialect implements Dialect {
  constructor(
    private readonly inner: Dialect,
    private readonly bumps: VersionBumps,
  ) {}

  createDriver(): Driver {
    return new VersionBumpingDriver(this.inner.createDriver(), this.bumps);
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

class WatchedConnection implements DatabaseConnection {
  inTransaction = false;
  /** A statement of the open transaction wrote a table public reads show. */
  wrote = false;

  constructor(
    readonly inner: DatabaseConnection,
    private readonly bumps: VersionBumps,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.inner.executeQuery<R>(compiledQuery);
    if (this.bumps.enabled) {
      const tables = writtenTables(compiledQuery.query);
      if (tables && this.bumps.changesPublicReads(tables)) {
        if (this.inTransaction) this.wrote = true;
        else await this.inner.executeQuery(BUMP);
      }
    }
    return result;
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiledQuery, chunkSize);
  }
}

const unwrap = (connection: DatabaseConnection): WatchedConnection => {
  if (!(connection instanceof WatchedConnection)) throw new Error('VersionBumpingDriver: a connection it did not hand out');
  return connection;
};

class VersionBumpingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly bumps: VersionBumps,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new WatchedConnection(await this.inner.acquireConnection(), this.bumps);
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const c = unwrap(connection);
    await this.inner.beginTransaction(c.inner, settings);
    c.inTransaction = true;
    c.wrote = false;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const c = unwrap(connection);
    try {
      if (c.wrote && this.bumps.enabled) await c.inner.executeQuery(BUMP);
      await this.inner.commitTransaction(c.inner);
    } finally {
      c.inTransaction = false;
      c.wrote = false;
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const c = unwrap(connection);
    c.inTransaction = false;
    c.wrote = false;
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

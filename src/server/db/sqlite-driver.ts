import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * better-sqlite3, in the build that suits the Node.js running it (docs/decisions/023-node-24-runtime.md):
 * - Node 22 and newer (the single binary's Node 24 among them): better-sqlite3 13
 *   (`better-sqlite3-napi` in package.json), a Node-API addon shipped prebuilt in the package. Version 12
 *   compiled against Node 24.19+ headers aborts the process ("Assertion failed: (env) != nullptr"
 *   in a Statement's destructor) when an idle garbage collection finalises a statement: the suite
 *   run under Node 24 met it within seconds.
 * - Node 20 (still a way to run from source): better-sqlite3 12, compiled by `npm ci`; 13 needs Node 22.
 * Both have the same API; the types are 12's.
 */
export const sqliteDriverPackage = Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-napi' : 'better-sqlite3';

const SQLite: typeof BetterSqlite3 = createRequire(import.meta.url)(sqliteDriverPackage) as typeof BetterSqlite3;

export default SQLite;
export type SqliteConnection = BetterSqlite3.Database;
export type SqliteStatementHandle = BetterSqlite3.Statement;

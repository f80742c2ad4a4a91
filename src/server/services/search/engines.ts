import { type DB, dialectOf } from '~/server/db/database';
import type { SearchEngine } from './engine';
import { postgresEngine } from './postgres-engine';
import { sqliteEngine } from './sqlite-engine';

/** The database's full-text engine. */
export const engineOf = (db: DB): SearchEngine => (dialectOf(db) === 'sqlite' ? sqliteEngine : postgresEngine);

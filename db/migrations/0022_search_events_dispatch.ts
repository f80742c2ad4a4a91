import { type Kysely, sql } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. Two kinds join the site search
// (docs/decisions/061-search-events-dispatch.md): events and the Dispatch's issues with a web
// edition. Each kind's reads go through its own indexes (0012): on PostgreSQL a partial GIN index
// of the stored tsvector and one of the titles' tsvector, per kind. SQLite's FTS5 index holds the
// kind as a column already: nothing to add there.
const KINDS = ['event', 'dispatch'];

export async function up(db: Kysely<any>): Promise<void> {
  if (schemaWords(db).dialect === 'sqlite') return;
  for (const kind of KINDS) {
    const where = sql`where kind = ${sql.lit(kind)}`;
    await sql`create index ${sql.id(`search_documents_document_${kind}`)} on search_documents using gin (document) with (fastupdate = off) ${where}`.execute(db);
    await sql`create index ${sql.id(`search_documents_title_${kind}`)} on search_documents using gin (to_tsvector('simple', title)) with (fastupdate = off) ${where}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (schemaWords(db).dialect === 'sqlite') return;
  for (const kind of KINDS) {
    await sql`drop index ${sql.id(`search_documents_document_${kind}`)}`.execute(db);
    await sql`drop index ${sql.id(`search_documents_title_${kind}`)}`.execute(db);
  }
}

import { type Kysely, sql } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. Site search in bounded time
// (docs/decisions/030-search.md, "Bounded work"): a search reads at most a few dozen matches of
// each kind, newest first, instead of ranking every match. For that each engine must find the
// matches of one kind without looking at the others':
// - SQLite: the FTS5 index gains the kind as a fourth column (`kind : exhibition AND ...`, walked
//   in rowid order and stopped by LIMIT). An FTS5 table's columns cannot be altered: it is made
//   again, with its triggers, and rebuilt from search_documents (the trigram table is kept).
// - PostgreSQL: per kind, a partial GIN index of the tsvector and one of the titles' own tsvector
//   (a bitmap scan stopped by a LIMIT reads only the kind's rows; title matches without reading
//   every match's tsvector), and a b-tree on (kind, id) to walk a kind's documents newest first.
//   The index of every kind's tsvector (0011) is no longer read: dropped. Without `fastupdate`:
//   a GIN index's pending list (new rows not yet merged, up to 4 MB) is read through by every
//   search until a vacuum merges it; a write adds one row's words to the tree at once instead.
// The kinds as they are now; a kind added later adds its index in its own migration.
const KINDS = ['exhibition', 'intelligence', 'recognition', 'shame', 'arsenal', 'page'];

export async function up(db: Kysely<any>): Promise<void> {
  if (schemaWords(db).dialect === 'sqlite') {
    await sql`drop trigger search_documents_ai`.execute(db);
    await sql`drop trigger search_documents_ad`.execute(db);
    await sql`drop trigger search_documents_au`.execute(db);
    await sql`drop table search_fts`.execute(db);
    await createFts(db, true);
    await sql`insert into search_fts(search_fts) values ('rebuild')`.execute(db);
    return;
  }
  for (const kind of KINDS) {
    const where = sql`where kind = ${sql.lit(kind)}`;
    await sql`create index ${sql.id(`search_documents_document_${kind}`)} on search_documents using gin (document) with (fastupdate = off) ${where}`.execute(db);
    await sql`create index ${sql.id(`search_documents_title_${kind}`)} on search_documents using gin (to_tsvector('simple', title)) with (fastupdate = off) ${where}`.execute(db);
  }
  await db.schema.createIndex('search_documents_kind_id').on('search_documents').columns(['kind', 'id']).execute();
  await sql`drop index search_documents_document`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (schemaWords(db).dialect === 'sqlite') {
    await sql`drop trigger search_documents_ai`.execute(db);
    await sql`drop trigger search_documents_ad`.execute(db);
    await sql`drop trigger search_documents_au`.execute(db);
    await sql`drop table search_fts`.execute(db);
    await createFts(db, false);
    await sql`insert into search_fts(search_fts) values ('rebuild')`.execute(db);
    return;
  }
  await sql`create index search_documents_document on search_documents using gin (document)`.execute(db);
  await db.schema.dropIndex('search_documents_kind_id').execute();
  for (const kind of KINDS) {
    await sql`drop index ${sql.id(`search_documents_document_${kind}`)}`.execute(db);
    await sql`drop index ${sql.id(`search_documents_title_${kind}`)}`.execute(db);
  }
}

/** 0011's FTS5 table and triggers, with the kind as a fourth column when `withKind`. */
async function createFts(db: Kysely<any>, withKind: boolean): Promise<void> {
  const kind = withKind ? sql`, kind` : sql``;
  const newKind = withKind ? sql`, new.kind` : sql``;
  const oldKind = withKind ? sql`, old.kind` : sql``;
  await sql`create virtual table search_fts using fts5(
    title, summary, body${kind},
    content='search_documents', content_rowid='id',
    tokenize='unicode61 remove_diacritics 2', prefix='2 3 4'
  )`.execute(db);
  await sql`create trigger search_documents_ai after insert on search_documents begin
    insert into search_fts(rowid, title, summary, body${kind}) values (new.id, new.title, new.summary, new.body${newKind});
    insert into search_trigram(rowid, title) values (new.id, new.title);
  end`.execute(db);
  await sql`create trigger search_documents_ad after delete on search_documents begin
    insert into search_fts(search_fts, rowid, title, summary, body${kind}) values ('delete', old.id, old.title, old.summary, old.body${oldKind});
    insert into search_trigram(search_trigram, rowid, title) values ('delete', old.id, old.title);
  end`.execute(db);
  await sql`create trigger search_documents_au after update on search_documents begin
    insert into search_fts(search_fts, rowid, title, summary, body${kind}) values ('delete', old.id, old.title, old.summary, old.body${oldKind});
    insert into search_trigram(search_trigram, rowid, title) values ('delete', old.id, old.title);
    insert into search_fts(rowid, title, summary, body${kind}) values (new.id, new.title, new.summary, new.body${newKind});
    insert into search_trigram(rowid, title) values (new.id, new.title);
  end`.execute(db);
}

import { type Kysely, sql } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. Site search (docs/decisions/030-search.md):
// one row per thing a visitor can find (an exhibition, a recognition, a Hall of Shame entry, an
// arsenal item, a published intelligence report, a static club page), as plain text the app
// writes in the same transaction as the row it comes from. The database's own engine indexes it:
// - SQLite: an FTS5 index (unicode61, prefixes of 2 to 4 characters indexed) for words and
//   prefixes, and an FTS5 trigram index of the titles for small typos, both kept by triggers on
//   this table (external content: the text is stored once);
// - PostgreSQL: a stored tsvector (the 'simple' configuration, like unicode61: no stemming, no
//   stop words, so both dialects find the same things) with a GIN index, and pg_trgm's GIN index
//   of the titles when the extension can be created (it is in Debian's postgresql package);
//   without it the app searches without typo tolerance and says so in its log.
// The rows are filled by the app (src/server/services/search.ts, at start-up when its index is
// older than its code), so the text mapping lives in one place.
export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  await db.schema
    .createTable('search_documents')
    .addColumn('id', w.idType, w.id)
    .addColumn('kind', w.text, (c) => c.notNull())
    .addColumn('itemId', 'integer')
    .addColumn('url', w.text, (c) => c.notNull().unique())
    .addColumn('title', w.text, (c) => c.notNull())
    .addColumn('summary', w.text, (c) => c.notNull())
    .addColumn('body', w.text, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_documents_item').on('search_documents').columns(['kind', 'itemId']).execute();

  if (w.dialect === 'sqlite') {
    await sql`create virtual table search_fts using fts5(
      title, summary, body,
      content='search_documents', content_rowid='id',
      tokenize='unicode61 remove_diacritics 2', prefix='2 3 4'
    )`.execute(db);
    await sql`create virtual table search_trigram using fts5(
      title, content='search_documents', content_rowid='id', tokenize='trigram'
    )`.execute(db);
    await sql`create trigger search_documents_ai after insert on search_documents begin
      insert into search_fts(rowid, title, summary, body) values (new.id, new.title, new.summary, new.body);
      insert into search_trigram(rowid, title) values (new.id, new.title);
    end`.execute(db);
    await sql`create trigger search_documents_ad after delete on search_documents begin
      insert into search_fts(search_fts, rowid, title, summary, body) values ('delete', old.id, old.title, old.summary, old.body);
      insert into search_trigram(search_trigram, rowid, title) values ('delete', old.id, old.title);
    end`.execute(db);
    await sql`create trigger search_documents_au after update on search_documents begin
      insert into search_fts(search_fts, rowid, title, summary, body) values ('delete', old.id, old.title, old.summary, old.body);
      insert into search_trigram(search_trigram, rowid, title) values ('delete', old.id, old.title);
      insert into search_fts(rowid, title, summary, body) values (new.id, new.title, new.summary, new.body);
      insert into search_trigram(rowid, title) values (new.id, new.title);
    end`.execute(db);
    return;
  }

  await sql`alter table search_documents add column document tsvector generated always as (
    setweight(to_tsvector('simple', title), 'A') ||
    setweight(to_tsvector('simple', summary), 'B') ||
    setweight(to_tsvector('simple', body), 'C')
  ) stored`.execute(db);
  await sql`create index search_documents_document on search_documents using gin (document)`.execute(db);
  // pg_trgm ships with Debian's postgresql package (contrib) and is a trusted extension: the
  // database's owner may create it. Checked first: a failed CREATE would abort the migration.
  const { rows } = await sql<{ ok: boolean }>`
    select exists (select 1 from pg_available_extensions where name = 'pg_trgm')
      and (exists (select 1 from pg_extension where extname = 'pg_trgm') or has_database_privilege(current_database(), 'CREATE')) as ok
  `.execute(db);
  if (rows[0]?.ok) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index search_documents_title_trgm on search_documents using gin (title gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (schemaWords(db).dialect === 'sqlite') {
    await sql`drop table if exists search_trigram`.execute(db);
    await sql`drop table if exists search_fts`.execute(db);
  }
  await db.schema.dropTable('search_documents').execute();
}

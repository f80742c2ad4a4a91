import { type Kysely, sql } from 'kysely';
import { schemaWords } from '../dialect';

// Frozen in time: this file never imports from src/. Typos corrected word by word
// (docs/decisions/030-search.md, "Typos against a vocabulary"): the distinct words of the search
// documents' titles, each with the number of titles holding it, indexed by trigrams. A misspelt
// word is looked up among a few thousand words instead of every title (the typo path read
// thousands of titles when a made-up word's trigrams were common), then the corrected query runs
// on the exact path. The app keeps the rows in step in each write's transaction
// (src/server/services/search.ts); this migration fills them from the documents already there.
// - SQLite: an FTS5 `trigram` table over the words (external content, kept by triggers on
//   insert and delete: a word's row is never renamed, only its count changes).
// - PostgreSQL: pg_trgm's GIN index of the words, when the extension is there (as in 0011).
// The titles' own trigram indexes (0011) are no longer read: dropped (SQLite's with its place in
// the documents' triggers), so a write no longer indexes its title's trigrams.
export async function up(db: Kysely<any>): Promise<void> {
  const w = schemaWords(db);
  await db.schema
    .createTable('search_words')
    .addColumn('id', w.idType, w.id)
    .addColumn('word', w.text, (c) => c.notNull().unique())
    .addColumn('documents', 'integer', (c) => c.notNull())
    .execute();

  if (w.dialect === 'sqlite') {
    await sql`create virtual table search_words_trigram using fts5(word, content='search_words', content_rowid='id', tokenize='trigram')`.execute(db);
    await sql`create trigger search_words_ai after insert on search_words begin
      insert into search_words_trigram(rowid, word) values (new.id, new.word);
    end`.execute(db);
    await sql`create trigger search_words_ad after delete on search_words begin
      insert into search_words_trigram(search_words_trigram, rowid, word) values ('delete', old.id, old.word);
    end`.execute(db);
    await sql`create trigger search_words_au after update of word on search_words begin
      insert into search_words_trigram(search_words_trigram, rowid, word) values ('delete', old.id, old.word);
      insert into search_words_trigram(rowid, word) values (new.id, new.word);
    end`.execute(db);
    await documentTriggers(db, false);
    await sql`drop table search_trigram`.execute(db);
  } else {
    const { rows } = await sql<{ ok: boolean }>`
      select exists (select 1 from pg_available_extensions where name = 'pg_trgm')
        and (exists (select 1 from pg_extension where extname = 'pg_trgm') or has_database_privilege(current_database(), 'CREATE')) as ok
    `.execute(db);
    if (rows[0]?.ok) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index search_words_trigram on search_words using gin (word gin_trgm_ops)`.execute(db);
    }
    await sql`drop index if exists search_documents_title_trgm`.execute(db);
  }

  // The vocabulary of the documents there now: a title's words as the app reads them (lower
  // case, runs of letters and digits), each counted once per title.
  const counts = new Map<string, number>();
  let last = 0;
  for (;;) {
    const batch = await db.selectFrom('search_documents').select(['id', 'title']).where('id', '>', last).orderBy('id').limit(5000).execute();
    if (!batch.length) break;
    last = batch[batch.length - 1].id;
    for (const { title } of batch as { title: string }[])
      for (const word of new Set(title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const rows = [...counts].map(([word, documents]) => ({ word, documents }));
  for (let i = 0; i < rows.length; i += 1000)
    await db
      .insertInto('search_words')
      .values(rows.slice(i, i + 1000))
      .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (schemaWords(db).dialect === 'sqlite') {
    await sql`create virtual table search_trigram using fts5(
      title, content='search_documents', content_rowid='id', tokenize='trigram'
    )`.execute(db);
    await sql`insert into search_trigram(search_trigram) values ('rebuild')`.execute(db);
    await documentTriggers(db, true);
    await sql`drop table search_words_trigram`.execute(db);
  } else if ((await sql<{ ok: boolean }>`select exists (select 1 from pg_extension where extname = 'pg_trgm') as ok`.execute(db)).rows[0]?.ok) {
    await sql`create index search_documents_title_trgm on search_documents using gin (title gin_trgm_ops)`.execute(db);
  }
  await db.schema.dropTable('search_words').execute();
}

/** 0012's triggers of search_documents, keeping the titles' trigram table (0011) only when `withTrigram`. */
async function documentTriggers(db: Kysely<any>, withTrigram: boolean): Promise<void> {
  const insert = withTrigram ? sql`insert into search_trigram(rowid, title) values (new.id, new.title);` : sql``;
  const remove = withTrigram ? sql`insert into search_trigram(search_trigram, rowid, title) values ('delete', old.id, old.title);` : sql``;
  await sql`drop trigger search_documents_ai`.execute(db);
  await sql`drop trigger search_documents_ad`.execute(db);
  await sql`drop trigger search_documents_au`.execute(db);
  await sql`create trigger search_documents_ai after insert on search_documents begin
    insert into search_fts(rowid, title, summary, body, kind) values (new.id, new.title, new.summary, new.body, new.kind);
    ${insert}
  end`.execute(db);
  await sql`create trigger search_documents_ad after delete on search_documents begin
    insert into search_fts(search_fts, rowid, title, summary, body, kind) values ('delete', old.id, old.title, old.summary, old.body, old.kind);
    ${remove}
  end`.execute(db);
  await sql`create trigger search_documents_au after update on search_documents begin
    insert into search_fts(search_fts, rowid, title, summary, body, kind) values ('delete', old.id, old.title, old.summary, old.body, old.kind);
    ${remove}
    ${insert}
    insert into search_fts(rowid, title, summary, body, kind) values (new.id, new.title, new.summary, new.body, new.kind);
  end`.execute(db);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase } from '../../../../tests/helpers/test-database';
import type { DB } from '~/server/db/database';
import type { SearchKind } from '~/shared/site-search';
import type { KindReads } from './engine';
import { engineOf } from './engines';
import { postgresEngine } from './postgres-engine';
import { sqliteEngine } from './sqlite-engine';
import { wordCounts } from './vocabulary';

// Each dialect's engine through the one interface: SQLite's FTS5 in the `sqlite` project,
// PostgreSQL's tsvector and pg_trgm in the `postgres` project.
let db: DB;
let close: () => Promise<void>;
let dialect: 'sqlite' | 'postgres';
beforeAll(async () => {
  ({ db, close, dialect } = await openTestDatabase());
  const docs: [SearchKind, string, string, string][] = [
    ['exhibition', 'Synergy gallery', 'A hall', 'Nothing'],
    ['exhibition', 'Quiet room', 'Synergy in passing', 'More words'],
    ['exhibition', 'Another quiet room', 'Calm', 'The body mentions synergy'],
    ['shame', 'The synergy incident', 'Vision', 'A machine'],
    ['arsenal', 'Prompt kit', 'Tools', 'Unrelated'],
  ];
  await db
    .insertInto('search_documents')
    .values(docs.map(([kind, title, summary, body], i) => ({ kind, itemId: i + 1, url: `/${kind}/${i + 1}`, title, summary, body })))
    .execute();
  await db
    .insertInto('search_words')
    .values(wordCounts(docs.map((d) => d[1])))
    .execute();
  await engineOf(db).afterRebuild(db);
});
afterAll(() => close());

/** What one query's reads answer, as the ranking would ask them. */
const readAll = (terms: string[]) =>
  engineOf(db).read(db, terms, async (_trx, reads: KindReads) => {
    const counts = await reads.counts(101);
    const kinds = [...counts.keys()];
    const titled = await reads.titleMatches(kinds, 50);
    const others = await reads.others(kinds.map((kind) => ({ kind, n: 10, count: counts.get(kind)! })));
    return [{ counts: [...counts], titles: titled.map((d) => d.title), others: others.map((o) => o.id) }];
  });

describe('the search engine of the dialect', () => {
  it('is the dialect’s', () => {
    expect(engineOf(db)).toBe(dialect === 'sqlite' ? sqliteEngine : postgresEngine);
  });

  it('counts each kind’s matches (prefixes, every word), its title matches, and the others newest first', async () => {
    const parts = await readAll(['syn']);
    const counts = new Map(parts.flatMap((p) => p.counts));
    expect(Object.fromEntries(counts)).toEqual({ exhibition: 3, shame: 1 });
    expect(parts.flatMap((p) => p.titles).sort()).toEqual(['Synergy gallery', 'The synergy incident']);
    const ids = await db.selectFrom('search_documents').select(['id', 'title']).execute();
    const idOf = (title: string) => ids.find((d) => d.title === title)!.id;
    expect(parts.flatMap((p) => p.others)).toEqual([idOf('Another quiet room'), idOf('Quiet room')]);
    expect((await readAll(['syn', 'hall'])).flatMap((p) => p.counts)).toEqual([['exhibition', 1]]);
    expect((await readAll(['zebra'])).flatMap((p) => p.counts)).toEqual([]);
  });

  it('reads within a caller’s transaction too', async () => {
    const counts = await db
      .transaction()
      .execute(async (trx) => engineOf(trx).read(trx, ['quiet'], async (_t, reads) => [...(await reads.counts(101))]));
    expect(counts).toEqual([['exhibition', 2]]);
  });

  it('names the words no title begins, with candidates that hold the one meant', async () => {
    const engine = engineOf(db);
    if (!(await engine.toleratesTypos(db))) return; // PostgreSQL without pg_trgm: no candidates, by design.
    const unknown = await engine.unknownWords(db, ['synargy', 'quie', 'gallery']);
    expect(unknown.map((u) => u.term)).toEqual(['synargy']);
    expect(unknown[0].candidates.map((c) => c.word)).toContain('synergy');
    expect(unknown[0].candidates.find((c) => c.word === 'synergy')?.documents).toBe(2);
  });

  it('keeps the index readable after a rebuild’s compaction', async () => {
    await engineOf(db).afterRebuild(db);
    const { rows } = await sql<{ n: number }>`select count(*) as n from search_documents`.execute(db);
    expect(Number(rows[0].n)).toBe(5);
    expect(new Map((await readAll(['prompt'])).flatMap((p) => p.counts))).toEqual(new Map([['arsenal', 1]]));
  });
});

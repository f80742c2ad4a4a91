import { type RawBuilder, sql } from 'kysely';
import { type DB, inTransaction } from '~/server/db/database';
import { rawRead } from '~/server/db/raw-sql';
import { SEARCH_COUNT_MAX, SEARCH_KINDS, type SearchKind } from '~/shared/site-search';
import { type Found, type KindReads, RANK_WINDOW, type SearchEngine } from './engine';
import { knownWord } from './vocabulary';

/**
 * PostgreSQL's engine (docs/decisions/030): a stored tsvector with per-kind partial GIN indexes
 * (migration 0012), and pg_trgm's index of the titles' words (0013) when the extension is there.
 */

/** tsquery text: every word as a prefix (`word:*`). */
const tsQuery = (terms: string[]) => terms.map((t) => `${t}:*`).join(' & ');

/** A query whose words are all this short is taken to match densely (see `count` below). */
const DENSE_PREFIX_LETTERS = 3;

function reads(db: DB, terms: string[], kinds: readonly SearchKind[]): KindReads {
  const query = sql`to_tsquery('simple', ${tsQuery(terms)})`;
  // The kind as a literal: the planner can use the kind's own partial GIN indexes (migration 0012).
  const kindIs = (kind: SearchKind) => sql`kind = ${sql.lit(kind)}`;
  // The titles' own tsvector (0012's partial GIN indexes of it): "every word in the title".
  const titleHas = sql`to_tsvector('simple', title) @@ ${query}`;
  // The same read from the stored document (the title's words have weight A): on a row in hand
  // it costs no parsing of the title, as the index's expression would.
  const titleWeighted = sql`document @@ to_tsquery('simple', ${terms.map((t) => `${t}:*A`).join(' & ')})`;
  const eachKind = <R>(of: readonly SearchKind[], read: (kind: SearchKind) => RawBuilder<unknown>) =>
    rawRead(
      ['search_documents'],
      sql<R>`select * from (${sql.join(
        of.map((kind) => sql`(${read(kind)})`),
        sql` union all `,
      )}) r`,
    ).execute(db);
  // The plans are chosen here, not by the planner: it takes the kinds to be spread evenly over
  // the ids, and walks the newest rows of every kind to find one's (or reads a table through to
  // count a kind with few matches). Bitmap scans of a kind's GIN indexes stop at a LIMIT (counts,
  // title matches, a kind with at most SEARCH_COUNT_MAX matches); the newest matches of a kind
  // with more are its rows walked newest first on (kind, id), where they are dense.
  const plan = (scan: 'bitmap' | 'walk' | 'either') =>
    rawRead(
      [],
      sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', ${scan === 'bitmap' ? 'off' : 'on'}, true),
               set_config('enable_bitmapscan', ${scan === 'walk' ? 'off' : 'on'}, true)`,
    ).execute(db);
  // A query of short prefixes only (what the dialog sends while one types) may match most
  // documents: counting them from the index builds a bitmap of them all (about 2 ms a kind for
  // 10,000 matches), while the newest rows, walked, hold the cap within a few hundred. So the
  // newest 2 x cap rows of the kind are tried first, and the index only when they hold fewer.
  const dense = terms.every((t) => t.length <= DENSE_PREFIX_LETTERS);
  const fromIndex = (kind: SearchKind, cap: number) =>
    rawRead(
      ['search_documents'],
      sql`(select count(*)::int from (select 1 from search_documents where ${kindIs(kind)} and document @@ ${query} limit ${cap}) s)`,
    );
  const count = (kind: SearchKind, cap: number) =>
    dense
      ? rawRead(
          ['search_documents'],
          sql`(select case when newest.n >= ${cap} then newest.n else ${fromIndex(kind, cap)} end
             from (select count(*)::int as n from (select 1 from (select document from search_documents
               where kind between ${sql.lit(kind)} and ${sql.lit(kind)} order by kind desc, id desc limit ${2 * cap}) w
               where document @@ ${query} limit ${cap}) m) newest)`,
        )
      : fromIndex(kind, cap);
  let titled: Found[] = [];
  return {
    async counts(cap) {
      // Plans: the kind's GIN indexes; and for a dense query its newest rows on (kind, id)
      // (`kind between`, as in `others`), which only an index scan walks in order.
      await plan(dense ? 'either' : 'bitmap');
      // The counts and each kind's first title matches in one round trip: a kind with no match
      // has no title match either, and costs its index an empty lookup.
      const { rows } = await eachKind<Found & { n: number | null }>(kinds, (kind) =>
        rawRead(
          ['search_documents'],
          sql`select ${kind}::text as kind, ${count(kind, cap)} as n, null::int as id, null as url, null as title, null as summary
            union all
            (select ${kind}::text, null, id, url, title, summary from search_documents where ${kindIs(kind)} and ${titleHas} limit ${RANK_WINDOW})`,
        ),
      );
      titled = rows.filter((r) => r.n === null);
      return new Map(rows.filter((r) => r.n !== null && r.n > 0).map((r) => [r.kind, Number(r.n)]));
    },
    async titleMatches(of) {
      // The first RANK_WINDOW the index gave (table order), not the newest: ordering them all by
      // id would read every title match of a short prefix.
      return titled.filter((d) => of.includes(d.kind));
    },
    async others(wanted) {
      const found: { id: number; kind: SearchKind }[] = [];
      const few = wanted.filter((w) => w.count <= SEARCH_COUNT_MAX);
      if (few.length) {
        if (dense) await plan('bitmap');
        const { rows } = await eachKind<{ id: number; kind: SearchKind }>(
          few.map((w) => w.kind),
          (kind) =>
            rawRead(
              ['search_documents'],
              sql`select id, kind from search_documents where ${kindIs(kind)} and document @@ ${query} and not (${titleWeighted})
                order by id desc limit ${few.find((w) => w.kind === kind)!.n}`,
            ),
        );
        found.push(...rows);
      }
      const many = wanted.filter((w) => w.count > SEARCH_COUNT_MAX);
      if (many.length) {
        await plan('walk');
        // `kind between`, not `=`: ordered by (kind, id), which only that index gives (with `=`
        // the planner would take the primary key's order and skip the other kinds' rows).
        const { rows } = await eachKind<{ id: number; kind: SearchKind }>(
          many.map((w) => w.kind),
          (kind) =>
            rawRead(
              ['search_documents'],
              sql`select id, kind from search_documents where kind between ${sql.lit(kind)} and ${sql.lit(kind)} and document @@ ${query} and not (${titleWeighted})
                order by kind desc, id desc limit ${many.find((w) => w.kind === kind)!.n}`,
            ),
        );
        found.push(...rows);
      }
      return found;
    },
  };
}

/**
 * The kinds read at once on two connections: the reports (the largest documents) with the Hall of
 * Shame and the pages, every other kind in the other half.
 */
const FIRST_HALF: readonly SearchKind[] = ['intelligence', 'shame', 'page'];
const HALVES = [FIRST_HALF, SEARCH_KINDS.filter((kind) => !FIRST_HALF.includes(kind))];

/** The databases (connection pools) found to have pg_trgm: once there, it stays (a migration made it). */
const withTrigrams = new WeakSet<DB>();

export const postgresEngine: SearchEngine = {
  async read(db, terms, rank) {
    // A kind's reads never need another's, so the server reads both halves at once. Each half is one
    // transaction: its plan settings (set_config local) end with it. In a caller's transaction (one
    // connection) the halves take turns.
    const halves = HALVES.map((kinds) => () => inTransaction(db, (trx) => rank(trx, reads(trx, terms, kinds))));
    if (!db.isTransaction) return (await Promise.all(halves.map((half) => half()))).flat();
    const ranked = [];
    for (const half of halves) ranked.push(...(await half()));
    return ranked;
  },

  async toleratesTypos(db) {
    if (withTrigrams.has(db)) return true;
    const { rows } = await rawRead(
      [],
      sql<{ ok: boolean }>`select exists (select 1 from pg_extension where extname = 'pg_trgm') as ok`,
    ).execute(db);
    if (rows[0]?.ok) withTrigrams.add(db);
    return withTrigrams.has(db);
  },

  async unknownWords(db, terms) {
    // Without pg_trgm searches work but offer no correction (the start-up log says so).
    if (!(await postgresEngine.toleratesTypos(db))) return [];
    // One statement for every term: whether the vocabulary knows it, and the words pg_trgm's `%`
    // finds for it at the server's threshold (0.3 unless an operator changed it: below
    // TYPO_SIMILARITY, so a superset of the words that count; the score that decides is computed
    // outside, as on SQLite). The planner prices `%` as cheap and would compare the term with every
    // word (7 ms for 2,500 words, where the trigram index takes 0.1 ms): its plan is set for the
    // statement, so it runs in a transaction of its own.
    const { rows } = await inTransaction(db, async (trx) => {
      await rawRead([], sql`select set_config('enable_seqscan', 'off', true)`).execute(trx);
      return rawRead(
        ['search_words'],
        sql<{ term: number; word: string | null; documents: number | null }>`select * from (${sql.join(
          terms.map(
            (term, i) =>
              sql`(select ${i}::int as term, null::text as word, null::int as documents where not ${knownWord(term)}
               union all
               select ${i}, word, documents from search_words where word % ${term})`,
          ),
          sql` union all `,
        )}) r`,
      ).execute(trx);
    });
    return terms.flatMap((term, i) => {
      const mine = rows.filter((r) => r.term === i);
      // A known word has no row of its own (the first branch), only its (unused) candidates.
      if (!mine.some((r) => r.word === null)) return [];
      return [{ term, candidates: mine.flatMap((r) => (r.word === null ? [] : [{ word: r.word, documents: Number(r.documents) }])) }];
    });
  },

  // The GIN indexes have no pending list to flush (fastupdate off, migration 0012).
  afterRebuild: async () => {},
};

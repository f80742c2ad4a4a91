import { sql } from 'kysely';
import type { DB } from '~/server/db/database';
import { rawRead, rawWrite } from '~/server/db/raw-sql';
import { SEARCH_KINDS, type SearchKind } from '~/shared/site-search';
import type { Found, KindReads, SearchEngine, Unknown, Word } from './engine';
import { knownWord, trigrams } from './vocabulary';

/**
 * SQLite's engine (docs/decisions/030): FTS5 over title, summary and body with the kind as a fourth
 * column (migration 0012), and an FTS5 trigram table over the titles' words (0013).
 */

/** FTS5 query: every word, each as a prefix; quoted, so no word is read as an operator. */
const ftsQuery = (terms: string[]) => terms.map((t) => `"${t}"*`).join(' ');

/** The words sharing the most trigrams with a typo (bm25), scored outside; the best is among them. */
const TYPO_CANDIDATES = 100;

function reads(db: DB, terms: string[]): KindReads {
  const words = ftsQuery(terms);
  // The kind is matched, never searched.
  const all = `{title summary body} : (${words})`;
  const title = `title : (${words})`;
  const ofKind = (kind: SearchKind, match: string) => `kind : "${kind}" AND (${match})`;
  /** The ids of a kind's newest matches, newest first; FTS5 walks the doclists in rowid order and stops at the LIMIT. */
  const newestIds = async (kind: SearchKind, match: string, limit: number) => {
    const { rows } = await rawRead(
      ['search_documents'],
      sql<{ id: number }>`
      select rowid as id from search_fts where search_fts match ${ofKind(kind, match)} order by rowid desc limit ${limit}`,
    ).execute(db);
    return rows.map((r) => r.id);
  };
  const documents = async (ids: number[]) =>
    ids.length ? db.selectFrom('search_documents').select(['id', 'kind', 'url', 'title', 'summary']).where('id', 'in', ids).execute() : [];
  // Counted by reading the newest matches (up to the cap): a group's other matches are among them.
  const newest = new Map<SearchKind, number[]>();
  const titled = new Set<number>();
  return {
    async counts(cap) {
      const counts = new Map<SearchKind, number>();
      for (const kind of SEARCH_KINDS) {
        const ids = await newestIds(kind, all, cap);
        if (ids.length) counts.set(kind, ids.length);
        newest.set(kind, ids);
      }
      return counts;
    },
    async titleMatches(kinds, window) {
      const ids: number[] = [];
      for (const kind of kinds) ids.push(...(await newestIds(kind, title, window)));
      for (const id of ids) titled.add(id);
      return (await documents(ids)) as Found[];
    },
    async others(wanted) {
      // Asked only of a kind with fewer title matches than results wanted (every one of them in
      // `titled`), so its newest SEARCH_COUNT_MAX + 1 matches hold enough others (or all of them).
      return wanted.flatMap(({ kind, n }) =>
        (newest.get(kind) ?? [])
          .filter((id) => !titled.has(id))
          .slice(0, n)
          .map((id) => ({ id, kind })),
      );
    },
  };
}

export const sqliteEngine: SearchEngine = {
  // One connection: the kinds are read one after the other.
  read: (db, terms, rank) => rank(db, reads(db, terms)),

  async unknownWords(db, terms) {
    const { rows } = await rawRead(
      ['search_words'],
      sql<Record<string, unknown>>`select ${sql.join(
        terms.map((t, i) => sql`case when ${knownWord(t)} then 1 else 0 end as ${sql.ref(`k${i}`)}`),
      )}`,
    ).execute(db);
    const found: Unknown[] = [];
    for (const term of terms.filter((_, i) => Number(rows[0]?.[`k${i}`]) !== 1)) {
      // FTS5's trigrams are the word's own (no padding); any one shared makes a candidate.
      const grams = [...trigrams(term)].filter((g) => g.trim().length === 3);
      const { rows: candidates } = await rawRead(
        ['search_words'],
        sql<Word>`
        select w.word, w.documents
        from (select rowid as id from search_words_trigram where search_words_trigram match ${grams.map((g) => `"${g}"`).join(' OR ')}
              order by rank limit ${TYPO_CANDIDATES}) t
        join search_words w on w.id = t.id`,
      ).execute(db);
      found.push({ term, candidates });
    }
    return found;
  },

  // FTS5's trigram tokenizer is built in.
  toleratesTypos: async () => true,

  async afterRebuild(db) {
    // A bulk load leaves FTS5's index in many segments, each read by every query; merged into one,
    // a search costs 12-44% less CPU (3-letter prefixes 5.3 -> 3.0 ms with 50,000 documents).
    // Later writes are merged by FTS5's automerge as they come.
    await rawWrite([], sql`insert into search_fts(search_fts) values ('optimize')`).execute(db);
  },
};

import type { DB } from '~/server/db/database';
import { SEARCH_KINDS, SEARCH_LIMIT_PAGE, type SearchAnswer, type SearchGroup, searchTerms } from '~/shared/site-search';
import { engineOf } from './engines';
import { rankedGroups } from './ranking';
import { correctedTerms } from './vocabulary';

/**
 * Site search (docs/decisions/030-search.md): the query. The documents are kept by the kinds'
 * writes (documents.ts) and made again at start-up when needed (rebuild.ts); each dialect's engine
 * reads them (engine.ts), the ranking is the same on both (ranking.ts), typos are corrected
 * against the titles' vocabulary (vocabulary.ts).
 */

export { ensureSearchIndex, rebuildSearchIndex } from './rebuild';

/** Every word matched (as a prefix), grouped by kind; the groups in the order of their best result. */
async function exactGroups(db: DB, terms: string[], limit: number): Promise<SearchGroup[]> {
  const ranked = await engineOf(db).read(db, terms, (trx, reads) => rankedGroups(trx, reads, terms, limit));
  // A title match first, the better the earlier.
  return ranked
    .sort((a, b) => b.best - a.best || SEARCH_KINDS.indexOf(a.group.kind) - SEARCH_KINDS.indexOf(b.group.kind))
    .map((g) => g.group);
}

const answer = (q: string, groups: SearchGroup[], didYouMean: string | null): SearchAnswer => ({
  q,
  total: groups.reduce((n, g) => n + g.total, 0),
  capped: groups.some((g) => g.capped),
  approximate: didYouMean !== null,
  didYouMean,
  groups,
});

/**
 * The site search: every word of `q` (each as a prefix: "syn rep" finds "Synergy Report"), best
 * first within each kind, title matches before the rest; when nothing matches, the query with its
 * typos corrected, marked `approximate`, with the corrected query as `didYouMean`.
 */
export async function search(db: DB, input: { q: string; limit?: number }): Promise<SearchAnswer> {
  const { q } = input;
  const limit = input.limit ?? SEARCH_LIMIT_PAGE;
  const terms = searchTerms(q);
  if (!terms.length) return answer(q, [], null);
  const groups = await exactGroups(db, terms, limit);
  if (groups.length) return answer(q, groups, null);
  const corrected = await correctedTerms(db, engineOf(db), terms);
  const approximate = corrected ? await exactGroups(db, corrected, limit) : [];
  return corrected && approximate.length ? answer(q, approximate, corrected.join(' ')) : answer(q, [], null);
}

/** Whether the database can correct typos (PostgreSQL without pg_trgm cannot): asked at start-up, for the log. */
export const searchToleratesTypos = (db: DB) => engineOf(db).toleratesTypos(db);

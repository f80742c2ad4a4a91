import type { DB } from '~/server/db/database';
import { SEARCH_COUNT_MAX, SEARCH_KIND_LABELS, type SearchGroup, type SearchKind, type SearchResult } from '~/shared/site-search';
import { type KindReads, RANK_WINDOW } from './engine';
import { chooseSnippet, folded, WORD } from './text';

/**
 * How the results of one query are chosen and ordered, the same on both dialects
 * (docs/decisions/030, "Bounded work"): per kind the title matches first, ranked among at most
 * RANK_WINDOW, then the other matches newest first; counts stop at SEARCH_COUNT_MAX.
 */

/**
 * How well a title matches: the share of its words that a query word begins (the shorter the
 * title around the words, the better), then a little for each of the summary's words that match.
 */
export function titleScore(terms: string[], title: string, summary: string): number {
  const prefixes = terms.map(folded);
  const matching = (text: string) => {
    const words = folded(text).match(WORD) ?? [];
    return { words: words.length, hits: words.filter((w) => prefixes.some((p) => w.startsWith(p))).length };
  };
  const t = matching(title);
  const s = matching(summary);
  return (t.words ? t.hits / t.words : 0) + Math.min(s.hits, 10) / 100;
}

/** A kind's group, with the score of its best result (groups are listed best first). */
export type Ranked = { group: SearchGroup; best: number };

type Picked = { kind: SearchKind; count: number; titles: number[]; rest: number[] };

/** The groups of the kinds `reads` covers, each with at most `limit` results. */
export async function rankedGroups(db: DB, reads: KindReads, terms: string[], limit: number): Promise<Ranked[]> {
  const counts = await reads.counts(SEARCH_COUNT_MAX + 1);
  if (!counts.size) return [];
  const kinds = [...counts.keys()];
  const titled = await reads.titleMatches(kinds, RANK_WINDOW);
  const picked = new Map<SearchKind, Picked>(kinds.map((kind) => [kind, { kind, count: counts.get(kind)!, titles: [], rest: [] }]));
  const scores = new Map<number, number>(titled.map((d) => [d.id, titleScore(terms, d.title, d.summary)]));
  for (const d of [...titled].sort((a, b) => scores.get(b.id)! - scores.get(a.id)! || b.id - a.id)) {
    const p = picked.get(d.kind);
    if (p && p.titles.length < limit) p.titles.push(d.id);
  }
  // Fewer title matches than results wanted (then every title match is in hand): the rest, newest first.
  const wanted = [...picked.values()]
    .filter((p) => p.titles.length < limit && p.count > titled.filter((d) => d.kind === p.kind).length)
    .map((p) => ({ kind: p.kind, n: limit - p.titles.length, count: p.count }));
  const rest = await reads.others(wanted);
  for (const r of [...rest].sort((a, b) => b.id - a.id)) picked.get(r.kind)?.rest.push(r.id);
  const shown = [...picked.values()].flatMap((p) => [...p.titles, ...p.rest]);
  const texts = new Map(
    shown.length
      ? (
          await db
            .selectFrom('search_documents')
            .select(['id', 'kind', 'url', 'title', 'summary', 'body'])
            .where('id', 'in', shown)
            .execute()
        ).map((r) => [r.id, r])
      : [],
  );
  return [...picked.values()].map((p) => {
    const result = (id: number, titleMatch: boolean): SearchResult => {
      const d = texts.get(id)!;
      return { kind: d.kind as SearchKind, url: d.url, title: d.title, snippet: chooseSnippet(terms, d.body, d.summary), titleMatch };
    };
    const group: SearchGroup = {
      kind: p.kind,
      label: SEARCH_KIND_LABELS[p.kind],
      total: Math.min(p.count, SEARCH_COUNT_MAX),
      capped: p.count > SEARCH_COUNT_MAX,
      results: [...p.titles.map((id) => result(id, true)), ...p.rest.map((id) => result(id, false))],
    };
    return { group, best: p.titles.length ? scores.get(p.titles[0])! : -1 };
  });
}

import { sql } from 'kysely';
import type { DB } from '~/server/db/database';
import { rawRead } from '~/server/db/raw-sql';
import type { SearchEngine, Word } from './engine';

/**
 * The vocabulary of the titles (`search_words`, migration 0013: each word with the number of titles
 * holding it) and the typo correction against it: each unknown word replaced by the most similar
 * word of a title, then the corrected query searched as any other (docs/decisions/030, "Typos
 * against a vocabulary").
 */

/** A title's words as the vocabulary holds them: lower case, as `searchTerms` reads a query's. */
export const titleWords = (title: string) => new Set(title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/** Each word of `titles` with the number of titles holding it. */
export function wordCounts(titles: string[]): Word[] {
  const counts = new Map<string, number>();
  for (const title of titles) for (const word of titleWords(title)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].map(([word, documents]) => ({ word, documents }));
}

/**
 * Keeps the vocabulary in step with titles removed and added, in the caller's transaction: a word
 * no title holds any more is deleted, so a deleted or unpublished item's words are no longer
 * offered as corrections.
 */
export async function countWords(db: DB, removed: string[], added: string[]): Promise<void> {
  const change = new Map<string, number>();
  for (const [titles, by] of [
    [removed, -1],
    [added, 1],
  ] as const)
    for (const title of titles) for (const word of titleWords(title)) change.set(word, (change.get(word) ?? 0) + by);
  const more = [...change].filter(([, n]) => n > 0).map(([word, documents]) => ({ word, documents }));
  if (more.length)
    await db
      .insertInto('search_words')
      .values(more)
      .onConflict((oc) =>
        oc.column('word').doUpdateSet((eb) => ({ documents: eb('search_words.documents', '+', eb.ref('excluded.documents')) })),
      )
      .execute();
  const fewer = [...change].filter(([, n]) => n < 0);
  for (const by of new Set(fewer.map(([, n]) => n))) {
    const words = fewer.filter(([, n]) => n === by).map(([word]) => word);
    await db
      .updateTable('search_words')
      .set((eb) => ({ documents: eb('documents', '+', by) }))
      .where('word', 'in', words)
      .execute();
  }
  if (fewer.length)
    await db
      .deleteFrom('search_words')
      .where(
        'word',
        'in',
        fewer.map(([word]) => word),
      )
      .where('documents', '<=', 0)
      .execute();
}

/** pg_trgm's trigrams of one word: two spaces before, one after. */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams. */
export function wordSimilarity(a: string, b: string): number {
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const t of ta) if (tb.has(t)) shared++;
  return shared / (ta.size + tb.size - shared);
}

/** A word this similar to a title's word is taken for it (one wrong, missing or extra letter in a word of 6 or more). */
export const TYPO_SIMILARITY = 0.4;
/** Shorter words have too few trigrams to tell a typo from another word. */
const TYPO_MIN_LENGTH = 4;

/** Whether a title word is or begins with `term`: the prefix range on the unique index (its words are in the C collation, migration 0013). */
export const knownWord = (term: string) =>
  rawRead(['search_words'], sql`exists (select 1 from search_words where word >= ${term} and word < ${`${term}\u{10FFFF}`})`);

/** Of the candidates, the one taken for `term`: the most similar (at least TYPO_SIMILARITY), then the more frequent, then the first alphabetically. */
export function bestCorrection(term: string, candidates: Word[]): string | null {
  let best: (Word & { similarity: number }) | null = null;
  for (const c of candidates) {
    const similarity = wordSimilarity(term, c.word);
    if (similarity < TYPO_SIMILARITY) continue;
    if (
      !best ||
      similarity > best.similarity ||
      (similarity === best.similarity && (c.documents > best.documents || (c.documents === best.documents && c.word < best.word)))
    )
      best = { ...c, similarity };
  }
  return best?.word ?? null;
}

/**
 * The query with each word no title begins replaced by its correction, or null when no word was
 * replaced. A word found in titles is kept: it is not a typo.
 */
export async function correctedTerms(db: DB, engine: Pick<SearchEngine, 'unknownWords'>, terms: string[]): Promise<string[] | null> {
  const typed = terms.filter((t) => t.length >= TYPO_MIN_LENGTH);
  if (!typed.length) return null;
  const replaced = new Map<string, string>();
  for (const { term, candidates } of await engine.unknownWords(db, typed)) {
    const word = bestCorrection(term, candidates);
    if (word) replaced.set(term, word);
  }
  return replaced.size ? terms.map((t) => replaced.get(t) ?? t) : null;
}

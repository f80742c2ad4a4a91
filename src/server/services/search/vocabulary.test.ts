import { describe, expect, it } from 'vitest';
import { openDatabase } from '~/server/db/database';
import type { SearchEngine } from './engine';
import { bestCorrection, correctedTerms, titleWords, wordCounts, wordSimilarity } from './vocabulary';

// The vocabulary and the typo correction, without a database: the engine only supplies candidates.
describe('the titles’ vocabulary', () => {
  it('reads a title’s words as a query’s: lower case, letters and digits', () => {
    expect([...titleWords('The Synergy-Report, 2nd Édition')]).toEqual(['the', 'synergy', 'report', '2nd', 'édition']);
    expect(wordCounts(['Synergy report', 'The synergy', 'Report report'])).toEqual([
      { word: 'synergy', documents: 2 },
      { word: 'report', documents: 2 },
      { word: 'the', documents: 1 },
    ]);
  });

  it('scores words as pg_trgm does', () => {
    expect(wordSimilarity('synergy', 'synergy')).toBe(1);
    expect(wordSimilarity('synergy', 'synargy')).toBeCloseTo(5 / 11);
    expect(wordSimilarity('abc', 'xyz')).toBe(0);
  });

  it('takes the most similar candidate, then the more frequent, then the first alphabetically; none below 0.4', () => {
    // Each typed word, its candidates (word: documents holding it) and the correction expected.
    const cases: { typed: string; candidates: Record<string, number>; expected: string }[] = [
      { typed: 'paradgm', candidates: { paradigm: 1, parade: 50 }, expected: 'paradigm' },
      { typed: 'wombats', candidates: { wombat: 1, combats: 9 }, expected: 'wombat' },
      { typed: 'abcdef', candidates: { abcdeg: 1, abcdeh: 3 }, expected: 'abcdeh' },
      { typed: 'abcdef', candidates: { abcdeh: 3, abcdeg: 3 }, expected: 'abcdeg' },
    ];
    for (const { typed, candidates, expected } of cases) {
      const words = Object.entries(candidates).map(([word, documents]) => ({ word, documents }));
      expect(bestCorrection(typed, words)).toBe(expected);
    }
    expect(bestCorrection('zebra', [{ word: 'paradigm', documents: 9 }])).toBeNull();
  });

  it('corrects only the words the engine finds unknown, of 4 letters or more', async () => {
    const asked: string[][] = [];
    const engine: Pick<SearchEngine, 'unknownWords'> = {
      unknownWords: async (_db, terms) => {
        asked.push(terms);
        return terms.filter((t) => t === 'synargy').map((term) => ({ term, candidates: [{ word: 'synergy', documents: 2 }] }));
      },
    };
    // The stub engine reads nothing: any database will do.
    const { db } = openDatabase(':memory:');
    expect(await correctedTerms(db, engine, ['the', 'synargy', 'report'])).toEqual(['the', 'synergy', 'report']);
    expect(asked).toEqual([['synargy', 'report']]);
    expect(await correctedTerms(db, engine, ['report'])).toBeNull();
    expect(await correctedTerms(db, engine, ['abc'])).toBeNull();
    await db.destroy();
  });
});

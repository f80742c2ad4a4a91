import type { DB } from '~/server/db/database';
import type { SearchKind } from '~/shared/site-search';

/**
 * What the search asks of a dialect's full-text engine (docs/decisions/030): SQLite's FTS5
 * (sqlite-engine.ts) or PostgreSQL's tsvector and pg_trgm (postgres-engine.ts). Ranking, snippets
 * and the choice of a correction are the same on both and made outside the engines.
 */
export type SearchEngine = {
  /**
   * Runs `rank` over one query's reads, for every kind: at once on SQLite; on PostgreSQL in two
   * halves, each on a connection (and transaction) of its own.
   */
  read<R>(db: DB, terms: string[], rank: (db: DB, reads: KindReads) => Promise<R[]>): Promise<R[]>;
  /** Of `terms`, those no word of a title is or begins with, each with the vocabulary's words that may be it misspelt. */
  unknownWords(db: DB, terms: string[]): Promise<Unknown[]>;
  /** Whether typos can be corrected (PostgreSQL needs pg_trgm). */
  toleratesTypos(db: DB): Promise<boolean>;
  /** After every document was written again: what makes the later reads cheaper. */
  afterRebuild(db: DB): Promise<void>;
};

/** A document as the ranking reads it. */
export type Found = { id: number; kind: SearchKind; url: string; title: string; summary: string };

/** Reads of one query: each bounded by a LIMIT the engine can stop at, within one kind. */
export type KindReads = {
  /** Matches of each kind, up to `cap` (a kind with none may be missing). */
  counts(cap: number): Promise<Map<SearchKind, number>>;
  /** Each kind's title matches (every word in the title), at most `window` a kind (SQLite: the newest). */
  titleMatches(kinds: SearchKind[], window: number): Promise<Found[]>;
  /** The kind's newest matches whose title does not hold every word, at most `n` (`count`: the kind's, capped). */
  others(wanted: { kind: SearchKind; n: number; count: number }[]): Promise<{ id: number; kind: SearchKind }[]>;
};

/** A word of the titles' vocabulary (`search_words`) with the number of titles holding it. */
export type Word = { word: string; documents: number };

/** A word no title begins, and the vocabulary's words that may be it misspelt (a superset of those similar enough). */
export type Unknown = { term: string; candidates: Word[] };

/**
 * Title matches ranked per kind: at most this many (SQLite's newest; PostgreSQL's first in table
 * order). Ranking every match of a short prefix (tens of thousands) is what made searches slow
 * (docs/decisions/030, "Bounded work").
 */
export const RANK_WINDOW = 50;

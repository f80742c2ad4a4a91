/**
 * Site search (docs/decisions/030-search.md): the kinds a visitor can find, in the
 * order their groups are listed when they rank alike, and the answer's shape. Zod-free: the
 * search page and the header's lazy dialog read it.
 */
import { labelled } from './labelled';

export const [SEARCH_KINDS, SEARCH_KIND_LABELS] = labelled({
  exhibition: 'Exhibitions',
  intelligence: 'Intelligence Reports',
  recognition: 'AI Recognition',
  shame: 'Hall of Shame',
  arsenal: 'Brain Arsenal',
  event: 'Events & Symposiums',
  dispatch: 'The Dispatch',
  page: 'Club pages',
});
export type SearchKind = (typeof SEARCH_KINDS)[number];

export { SEARCH_QUERY_MAX } from './search-param';
/** The words a query may hold. */
export const SEARCH_TERMS_MAX = 8;
/** Results per kind: the page's default, the dialog's, and the most anyone may ask for. */
export const SEARCH_LIMIT_PAGE = 10;
export const SEARCH_LIMIT_DIALOG = 4;
export const SEARCH_LIMIT_MAX = 20;
/**
 * Matches are counted up to this many per kind: counting every match of a short prefix costs as
 * much as reading them all (docs/decisions/030). Past it a group's total is this, marked `capped`.
 */
export const SEARCH_COUNT_MAX = 100;

/** A piece of a snippet: plain text, highlighted when `mark` (rendered as text, never as HTML). */
export type SnippetPart = { text: string; mark: boolean };

export type SearchResult = {
  kind: SearchKind;
  url: string;
  title: string;
  /** The words around the match, the matched words marked. */
  snippet: SnippetPart[];
  /** Whether the title itself holds every word (such results come first). */
  titleMatch: boolean;
};

export type SearchGroup = {
  kind: SearchKind;
  label: string;
  /** The kind's matches, counted up to SEARCH_COUNT_MAX. */
  total: number;
  /** There are more than `total` (shown as "100+"). */
  capped: boolean;
  results: SearchResult[];
};

export type SearchAnswer = {
  q: string;
  /** Every match, all kinds together (the groups show the best of each); the sum of the groups' totals. */
  total: number;
  /** Some group's count stopped at SEARCH_COUNT_MAX: there are more than `total`. */
  capped: boolean;
  /** No exact match: these results are titles with similar words (small typos). */
  approximate: boolean;
  /** The query with its words replaced by the closest words of the club's titles, when that differs. */
  didYouMean: string | null;
  groups: SearchGroup[];
};

/** A count as shown: "42", or "100+" when counting stopped there. */
export const countLabel = (total: number, capped: boolean) => (capped ? `${total}+` : String(total));

/** The words of a query as both engines read them: letters and digits, lower case, at most SEARCH_TERMS_MAX. */
export function searchTerms(q: string): string[] {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, SEARCH_TERMS_MAX);
}

import type { SnippetPart } from '~/shared/site-search';

/**
 * What a searched text holds, as the engines read it (docs/decisions/030): rich text as plain
 * words, words without accents, and the snippet shown around a match.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Rich text (D7's sanitised HTML) as the words a reader sees: tags gone, entities decoded, spaces folded. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return (
    html
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
      // Inline tags go without a trace ("<strong>some</strong>, words" reads "some, words"); the
      // others part words, as a paragraph or a list item does on the page.
      .replace(/<\/?(?:a|abbr|b|code|em|i|mark|s|small|span|strong|sub|sup|u)\b[^>]*>/gi, '')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*|#39);/gi, (whole, name: string) => {
        if (name[0] === '#') {
          const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
          return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
        }
        return ENTITIES[name.toLowerCase()] ?? whole;
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A document's short fields side by side (a summary of type and category). */
export const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(' · ');

/** Text with no accent to remove: lower case is enough (normalizing each word of the shown bodies was a good part of a search's time). */
const ASCII = /^\p{ASCII}*$/u;
/** Letters without their accents, as unicode61's remove_diacritics and the tsvector's words read them. */
export const folded = (text: string) =>
  ASCII.test(text) ? text.toLowerCase() : text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
export const WORD = /[\p{L}\p{N}]+/gu;

const SNIPPET_WORDS = 24;

/**
 * The words of `text` around its best match, the matching words marked: the window of
 * SNIPPET_WORDS words holding the most of the query's words, from a little before the first.
 * Cut here rather than by the engines (FTS5's snippet(), ts_headline): they re-read every match
 * of a prefix to mark a few rows, the slowest part of a search; here both dialects cut alike.
 * Null when no word matches.
 */
export function snippetOf(text: string, terms: string[]): SnippetPart[] | null {
  const prefixes = terms.map(folded);
  const words = [...text.matchAll(WORD)].map((m) => {
    const word = folded(m[0]);
    return { start: m.index, end: m.index + m[0].length, term: prefixes.findIndex((p) => word.startsWith(p)) };
  });
  let best = -1;
  let bestCount = 0;
  for (let i = 0; i < words.length; i++) {
    if (words[i].term < 0) continue;
    const seen = new Set<number>();
    for (let j = i; j < Math.min(words.length, i + SNIPPET_WORDS); j++) if (words[j].term >= 0) seen.add(words[j].term);
    if (seen.size > bestCount) [best, bestCount] = [i, seen.size];
    if (bestCount === prefixes.length) break;
  }
  if (best < 0) return null;
  const first = Math.max(0, Math.min(best - 3, words.length - SNIPPET_WORDS));
  const last = Math.min(words.length, first + SNIPPET_WORDS) - 1;
  const parts: SnippetPart[] = [];
  const push = (piece: string, mark: boolean) => {
    const previous = parts[parts.length - 1];
    if (!piece) return;
    if (previous && previous.mark === mark) previous.text += piece;
    else parts.push({ text: piece, mark });
  };
  if (first > 0) push('…', false);
  let at = words[first].start;
  for (let i = first; i <= last; i++) {
    push(text.slice(at, words[i].start), false);
    push(text.slice(words[i].start, words[i].end), words[i].term >= 0);
    at = words[i].end;
  }
  // The sentence's end when it closes the window; an ellipsis when the text goes on.
  const tail = /^[^\p{L}\p{N}\s]*/u.exec(text.slice(at))![0];
  push(last < words.length - 1 ? `${tail}…` : text.slice(at).trimEnd(), false);
  return parts;
}

/** The first words of a text, for a result whose match is in its title only. */
function lead(text: string): SnippetPart[] {
  const words = text.split(' ');
  return text ? [{ text: words.length > SNIPPET_WORDS ? `${words.slice(0, SNIPPET_WORDS).join(' ')}…` : text, mark: false }] : [];
}

/** The snippet shown: the body's match, else the summary's, else the summary's first words. */
export function chooseSnippet(terms: string[], body: string, summary: string): SnippetPart[] {
  return snippetOf(body, terms) ?? snippetOf(summary, terms) ?? lead(summary);
}

import { ALL_ENTRIES, EMOJIS, type BuzzEntry, type Entry, type RankEntry, type RoleEntry, type ThingEntry } from './dictionary';
import { CLOSERS, EMPTY_PART, HEADLINE_CLOSERS, NO_ROLE, ROLE_INTROS, TOO_MANY_PARTS, UNKNOWN_WORD } from './templates';

/**
 * The JobTitleTranslator™ engine (D11): rule-based, deterministic, no network, no model.
 * Same input, same output: every "random" choice is picked by a hash of the input.
 */

type Token = { norm: string; raw: string; start: number; end: number };
type Match = { entry: Entry; raw: string };

/** Words that carry no meaning of their own in a title. */
const STOPWORDS = new Set([
  'of',
  'and',
  'the',
  'for',
  'in',
  'a',
  'an',
  'to',
  'with',
  'on',
  'by',
  'my',
  'our',
  'your',
  'from',
  'who',
  'that',
  'is',
  'are',
  'i',
  "i'm",
  'im',
  'me',
  'we',
  'you',
  'as',
  'or',
  'into',
  'about',
  'across',
  'all',
  'things',
  'thing',
  'using',
  'through',
  'via',
  'more',
  'most',
  'than',
  'just',
  'also',
  'but',
  'so',
  'very',
  'love',
  'loves',
  'new',
  'over',
  'years',
  'year',
  'yrs',
  'plus',
  'not',
  'be',
  "it's",
  'their',
  'them',
  'they',
  'this',
  'make',
  'making',
  '/',
  'x',
  'team',
  'teams',
  'company',
  'companies',
  'business',
  'businesses',
  'world',
  'job',
  'work',
  'working',
]);

/** Tokens that name a company when the rest of the part follows them ("Engineer at Acme"). */
const COMPANY_MARKERS = new Set(['at', '@']);

const MAX_PHRASE_WORDS = 5;
const MAX_PARTS = 8;

/** Lookup by normalised term ("full stack", "co founder"); a term may have several readings. */
const LOOKUP = new Map<string, Entry[]>();
for (const entry of ALL_ENTRIES) {
  for (const term of entry.terms) {
    const key = normalisePhrase(term);
    LOOKUP.set(key, [...(LOOKUP.get(key) ?? []), entry]);
  }
}

function normalisePhrase(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[-\u2010\u2013]/g, ' ')
    .replace(/[\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** FNV-1a, 32 bit: a small stable hash so choices depend only on the input. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function pick<T>(list: readonly T[], seed: string, salt: string): T {
  return list[stableHash(`${seed}#${salt}`) % list.length];
}

/** "Senior Software Engineer | Builder - Speaker" → ["Senior Software Engineer", "Builder", "Speaker"]. */
export function splitHeadline(text: string): string[] {
  // A hyphen splits only with a space beside it, so "Co-Founder" and "Full-Stack" stay whole.
  return text
    .split(/\s*[|\u2022\u00b7,]\s*|\s+[-\u2013\u2014]+\s*|\s*[-\u2013\u2014]+\s+/)
    .map((p) => p.trim())
    .filter((p) => /[\p{L}\p{N}]/u.test(p));
}

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(/@|&|[\p{L}\p{N}][\p{L}\p{N}+#'\u2019.&-]*/gu)) {
    const raw = m[0].replace(/[.'\u2019-]+$/, '');
    if (!raw) continue;
    // Hyphenated words are matched word by word ("Co-Founder" = "co founder"), except "Ex-Acme".
    const pieces = /^ex-./i.test(raw) ? [raw] : raw.split(/[-\u2010\u2013]/).filter(Boolean);
    let offset = m.index ?? 0;
    for (const piece of pieces) {
      const start = text.indexOf(piece, offset);
      offset = start + piece.length;
      // "&" inside a word ("L&D", "R&D") reads as "and".
      const norm = piece
        .toLowerCase()
        .replace(/\u2019/g, "'")
        .replace(/&/g, ' and ');
      for (const word of norm.split(/\s+/).filter(Boolean)) tokens.push({ norm: word, raw: piece, start, end: offset });
    }
  }
  return tokens;
}

/** Looks up a phrase, accepting a plural ("partnerships") for a singular entry. */
function lookup(phrase: string, rawPhrase: string): Entry[] | undefined {
  // "it" is a word in a sentence; "IT" is a department.
  if (phrase === 'it' && rawPhrase !== 'IT') return undefined;
  const found = LOOKUP.get(phrase);
  if (found) return found;
  if (!phrase.includes(' ') && phrase.length > 3 && phrase.endsWith('s')) return LOOKUP.get(phrase.slice(0, -1));
  return undefined;
}

type Reading = {
  roles: (Match & { entry: RoleEntry })[];
  ranks: (Match & { entry: RankEntry })[];
  things: (Match & { entry: ThingEntry })[];
  buzz: (Match & { entry: BuzzEntry })[];
  unknown: string[];
  /** "Assistant to the CEO": the CEO is who the job is for, not the job. */
  servesRole?: string;
  company?: string;
  formerCompany?: string;
};

/** A company name as written, without trailing emojis or symbols. */
const companyName = (text: string) =>
  text
    .replace(/[^\p{L}\p{N}\s&.'\u2019-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Reads one part: greedy longest-phrase matching, left to right. */
function read(part: string): Reading {
  const tokens = tokenise(part);
  const reading: Reading = { roles: [], ranks: [], things: [], buzz: [], unknown: [] };
  const seen = new Set<Entry>();
  let i = 0;
  while (i < tokens.length) {
    let matched = false;
    for (let len = Math.min(MAX_PHRASE_WORDS, tokens.length - i); len >= 1; len--) {
      const slice = tokens.slice(i, i + len);
      const phrase = slice.map((t) => t.norm).join(' ');
      const raw = part.slice(slice[0].start, slice[len - 1].end);
      const entries = lookup(phrase, raw);
      if (!entries) continue;
      // A word that is both a role and a rank ("lead", "assistant") is read as a role here and
      // demoted to a rank below when another role follows it.
      const entry = entries.find((e) => e.kind === 'role') ?? entries[0];
      const afterTo = tokens[i - 1]?.norm === 'to' || (tokens[i - 2]?.norm === 'to' && tokens[i - 1]?.norm === 'the');
      if (entry.kind === 'role' && afterTo) {
        reading.servesRole ??= raw;
      } else if (!seen.has(entry)) {
        seen.add(entry);
        const match = { entry, raw };
        if (entry.kind === 'role') reading.roles.push(match as Reading['roles'][number]);
        else if (entry.kind === 'rank') reading.ranks.push(match as Reading['ranks'][number]);
        else if (entry.kind === 'thing') reading.things.push(match as Reading['things'][number]);
        else reading.buzz.push(match as Reading['buzz'][number]);
      }
      i += len;
      matched = true;
      break;
    }
    if (matched) continue;
    const token = tokens[i];
    if (COMPANY_MARKERS.has(token.norm) && i + 1 < tokens.length) {
      reading.company = companyName(part.slice(tokens[i + 1].start));
      break;
    }
    if (token.raw.startsWith('@') && token.raw.length > 1) {
      reading.company = companyName(part.slice(token.start + 1));
      break;
    }
    if (token.norm.startsWith('ex-') || (token.norm === 'ex' && i + 1 < tokens.length)) {
      const name = token.norm === 'ex' ? tokens[i + 1].raw : token.raw.slice(3);
      reading.formerCompany ??= name;
      i += token.norm === 'ex' ? 2 : 1;
      continue;
    }
    if (!STOPWORDS.has(token.norm) && !/^\d+$/.test(token.norm) && token.norm.length > 1) {
      if (!reading.unknown.includes(token.raw)) reading.unknown.push(token.raw);
    }
    i++;
  }
  demoteLeadingRoles(reading);
  return reading;
}

/** "Assistant Manager": "assistant" is a rank of the manager, not a second job. */
function demoteLeadingRoles(reading: Reading): void {
  const last = reading.roles.length - 1;
  reading.roles = reading.roles.filter((match, index) => {
    if (index === last) return true;
    const asRank = lookup(normalisePhrase(match.raw), match.raw)?.find((e) => e.kind === 'rank');
    if (!asRank) return true;
    reading.ranks.push({ entry: asRank, raw: match.raw });
    return false;
  });
}

/** "a, b and c" */
function listJoin(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const sentence = (text: string) => {
  const trimmed = text.trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]$/.test(capitalised) ? capitalised : `${capitalised}.`;
};

const quote = (text: string) => `‘${text}’`;

function roleSentence(role: RoleEntry, things: string[], intro: string): string {
  const field = listJoin(things.slice(0, 3));
  if (!field) return `${intro} ${role.does}`;
  if (role.with) return `${intro} ${role.with.replace('{field}', field)}`;
  return `${intro} ${role.does}, mostly to do with ${field}`;
}

/** The sentences for one title, or one part of a headline (`compact`: the main point only). */
function translatePart(part: string, seed: string, compact: boolean): string[] {
  const reading = read(part);
  const out: string[] = [];
  const key = normalisePhrase(part);
  const things = reading.things.map((t) => t.entry.gloss);
  const main = reading.roles[reading.roles.length - 1];

  if (main) {
    out.push(sentence(roleSentence(main.entry, things, pick(ROLE_INTROS, seed, `intro:${key}`))));
    for (const extra of reading.roles.slice(0, -1).slice(0, compact ? 0 : 1)) {
      out.push(sentence(`I'm also the one who ${extra.entry.does}`));
    }
  } else if (things.length > 0 && reading.buzz.length === 0) {
    out.push(sentence(pick(NO_ROLE, seed, `norole:${key}`).replace('{field}', listJoin(things.slice(0, 3)))));
  } else if (reading.buzz.length > 0) {
    const about = things.length > 0 ? `, and it is all about ${listJoin(things.slice(0, 2))}` : '';
    out.push(sentence(`When I say ${quote(part)}, I mean ${reading.buzz[0].entry.means}${about}`));
  }

  const ranks = reading.ranks.slice(0, compact ? 1 : 2);
  for (const r of ranks) out.push(sentence(`${quote(capitalise(r.raw))} means ${r.entry.means}`));

  // Without a role, the first buzzword already explained the whole part.
  const explainedBuzz = main ? 0 : 1;
  const extraBuzz = compact ? (main ? 1 : 0) : 2;
  for (const b of reading.buzz.slice(explainedBuzz, explainedBuzz + extraBuzz)) {
    out.push(sentence(`When I say ${quote(b.raw)}, I mean ${b.entry.means}`));
  }
  if (reading.servesRole && !compact) out.push(sentence(`I do it all for the ${reading.servesRole}, who gets the credit`));
  if (reading.company) out.push(sentence(`I do all this at a place called ${reading.company}`));
  if (reading.formerCompany) {
    out.push(sentence(`I used to work at ${reading.formerCompany}, and I will mention it within five minutes of meeting you`));
  }

  const understood = out.length > 0;
  if (!understood) {
    out.push(sentence(pick(EMPTY_PART, seed, `empty:${key}`).replace('{part}', quote(part))));
  } else if (reading.unknown.length > 0 && !compact) {
    out.push(sentence(pick(UNKNOWN_WORD, seed, `unknown:${key}`).replace('{word}', quote(reading.unknown[0]))));
  }
  return compact ? out.slice(0, 3) : out;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function emojiSentence(text: string): string | undefined {
  return EMOJIS.find((e) => text.includes(e.emoji))?.means;
}

/**
 * Translates a job title or a professional-network headline into plain, small words.
 * A title is one part; a headline is split on `|`, `•`, ` - ` and `,` and each part translated.
 */
export function translateJobTitle(input: string): string {
  const text = input.replace(/\s+/g, ' ').trim();
  if (!text) return '';
  const seed = normalisePhrase(text);
  const parts = splitHeadline(text);
  const emoji = emojiSentence(text);

  if (parts.length <= 1) {
    const sentences = translatePart(parts[0] ?? text, seed, false);
    if (emoji) sentences.push(emoji);
    sentences.push(pick(CLOSERS, seed, 'closer'));
    return sentences.join(' ');
  }

  const sentences = parts.slice(0, MAX_PARTS).flatMap((part) => translatePart(part, seed, true));
  if (parts.length > MAX_PARTS) sentences.push(TOO_MANY_PARTS);
  if (emoji) sentences.push(emoji);
  sentences.push(pick(HEADLINE_CLOSERS, seed, 'headline-closer'));
  return sentences.join(' ');
}

/** How many distinct corporate words and phrases the dictionary knows (D11: at least 150). */
export const dictionarySize = (): number => LOOKUP.size;

import { createHash } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import { fromJsonList } from '../db/columns';
import { type DB, dialectOf, inBatches, inTransaction } from '../db/database';
import { INDEXED_PAGES, PAGES } from '../../shared/pages';
import {
  SEARCH_COUNT_MAX,
  SEARCH_KINDS,
  SEARCH_KIND_LABELS,
  SEARCH_LIMIT_PAGE,
  type SearchAnswer,
  type SearchGroup,
  type SearchKind,
  type SearchResult,
  type SnippetPart,
  searchTerms,
} from '../../shared/site-search';

/**
 * Site search (docs/decisions/030-search.md). `search_documents` holds one row of plain
 * text per thing a visitor can find; every service write of a catalogue row calls
 * {@link indexSearchItem} in its own transaction, so a new item is found at once, a deleted one
 * or a draft never. The engines index that table themselves (db/migrations/0011_search.ts):
 * FTS5 on SQLite, a tsvector with GIN on PostgreSQL; typos through trigrams (FTS5's trigram
 * tokenizer, pg_trgm).
 */

/** The catalogue kinds (every kind but the static pages). */
export type SearchItemKind = Exclude<SearchKind, 'page'>;

type Doc = { title: string; summary: string; body: string };
type DocRow = Doc & { kind: SearchKind; itemId: number | null; url: string };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Rich text (D7's sanitised HTML) as the words a reader sees: tags gone, entities decoded, spaces folded. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*|#39);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(' · ');

/**
 * The document of one catalogue row, or null when a visitor cannot see it (a draft report, a
 * deleted row). The one place that says what of each kind is searched.
 */
async function documentOf(db: DB, kind: SearchItemKind, id: number): Promise<DocRow | null> {
  const rows = await documentsOf(db, kind, id);
  return rows[0] ?? null;
}

/** The documents of a kind's rows: each found at `/path/id` by its title; `text` says what else of the row is searched. */
const documentsFrom = <R extends { id: number; title: string }>(
  kind: SearchItemKind,
  path: string,
  rows: R[],
  text: (row: R) => Pick<Doc, 'summary' | 'body'>,
): DocRow[] => rows.map((r) => ({ kind, itemId: r.id, url: `${path}/${r.id}`, title: r.title, ...text(r) }));

/** The documents of a kind: every visible row, or the one with `id`. */
async function documentsOf(db: DB, kind: SearchItemKind, id?: number): Promise<DocRow[]> {
  switch (kind) {
    case 'exhibition': {
      let q = db.selectFrom('content_items').select(['id', 'title', 'type', 'category', 'description']);
      if (id !== undefined) q = q.where('id', '=', id);
      return documentsFrom(kind, '/exhibitions', await q.execute(), (r) => ({
        summary: joined(r.type, r.category),
        body: plainText(r.description),
      }));
    }
    case 'recognition': {
      let q = db.selectFrom('recognition_items').select(['id', 'title', 'company', 'category', 'description']);
      if (id !== undefined) q = q.where('id', '=', id);
      return documentsFrom(kind, '/recognition', await q.execute(), (r) => ({
        summary: joined(r.company, r.category),
        body: plainText(r.description),
      }));
    }
    case 'shame': {
      let q = db.selectFrom('shame_items').select(['id', 'title', 'category', 'description', 'example']);
      if (id !== undefined) q = q.where('id', '=', id);
      return documentsFrom(kind, '/shame', await q.execute(), (r) => ({
        summary: joined(r.category),
        body: `${r.description} ${r.example}`.trim(),
      }));
    }
    case 'arsenal': {
      let q = db.selectFrom('arsenal_items').select(['id', 'title', 'type', 'category', 'description', 'content']);
      if (id !== undefined) q = q.where('id', '=', id);
      return documentsFrom(kind, '/brain-arsenal', await q.execute(), (r) => ({
        summary: r.description,
        body: joined(r.type, r.category, r.content),
      }));
    }
    case 'intelligence': {
      // D13: a draft is as missing as a report that never existed.
      let q = db
        .selectFrom('intelligence_reports')
        .select(['id', 'title', 'subtitle', 'summary', 'content', 'keyInsights', 'category'])
        .where('published', '=', 1);
      if (id !== undefined) q = q.where('id', '=', id);
      return documentsFrom(kind, '/intelligence', await q.execute(), (r) => ({
        summary: joined(r.subtitle, r.summary),
        body: [plainText(r.content), ...fromJsonList(r.keyInsights), r.category].filter(Boolean).join(' '),
      }));
    }
  }
}

/** The static club pages: their title and description (src/shared/pages.ts); not the home page, which is everything. */
const PAGE_DOCS: DocRow[] = INDEXED_PAGES.filter((path) => path !== '/').map((path) => ({
  kind: 'page',
  itemId: null,
  url: path,
  title: PAGES[path].title,
  summary: PAGES[path].description,
  body: '',
}));

/**
 * The index's version: the rows it was built by. A start-up that finds another version (the first
 * after migration 0011, a new mapping above, a page added or retitled) rebuilds it.
 */
export const SEARCH_INDEX_VERSION = `1:${createHash('sha256').update(JSON.stringify(PAGE_DOCS)).digest('hex').slice(0, 16)}`;
const VERSION_KEY = 'searchIndexVersion';

/**
 * Keeps one catalogue row's document in step with the row, in the caller's transaction: written
 * when a visitor can see the row, removed when not (a draft, a deleted row).
 */
export async function indexSearchItem(db: DB, kind: SearchItemKind, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const doc = await documentOf(trx, kind, id);
    const before = await trx.selectFrom('search_documents').select('title').where('kind', '=', kind).where('itemId', '=', id).execute();
    await trx.deleteFrom('search_documents').where('kind', '=', kind).where('itemId', '=', id).execute();
    if (doc) await trx.insertInto('search_documents').values(doc).execute();
    await countWords(
      trx,
      before.map((d) => d.title),
      doc ? [doc.title] : [],
    );
  });
}

/** A title's words as the vocabulary holds them: lower case, as `searchTerms` reads a query's. */
const titleWords = (title: string) => new Set(title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/**
 * Keeps the vocabulary of the titles (`search_words`, migration 0013: each word with the number
 * of titles holding it) in step with documents removed and added, in the caller's transaction:
 * a word no title holds any more is deleted, so a deleted or unpublished item's words are no
 * longer offered as corrections.
 */
async function countWords(db: DB, removed: string[], added: string[]): Promise<void> {
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

/** The hooks a catalogue kind's writes call (src/server/db/crud.ts). */
export const searchIndexed = (kind: SearchItemKind) => ({
  saved: (db: DB, id: number) => indexSearchItem(db, kind, id),
  removed: (db: DB, id: number) => indexSearchItem(db, kind, id),
});

/** Every document again, from the rows (in one transaction). */
export async function rebuildSearchIndex(db: DB): Promise<number> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('search_documents').execute();
    let n = 0;
    const kinds: SearchItemKind[] = ['exhibition', 'intelligence', 'recognition', 'shame', 'arsenal'];
    for (const kind of kinds) {
      const docs = await documentsOf(trx, kind);
      // 7 values a row: well under PostgreSQL's 65535 parameters per statement.
      await inBatches(docs, 1000, (batch) => trx.insertInto('search_documents').values(batch).execute());
      n += docs.length;
    }
    if (PAGE_DOCS.length) await trx.insertInto('search_documents').values(PAGE_DOCS).execute();
    // The vocabulary again, from the titles just written.
    await trx.deleteFrom('search_words').execute();
    const counts = new Map<string, number>();
    for (const { title } of await trx.selectFrom('search_documents').select('title').execute())
      for (const word of titleWords(title)) counts.set(word, (counts.get(word) ?? 0) + 1);
    const words = [...counts].map(([word, documents]) => ({ word, documents }));
    await inBatches(words, 1000, (batch) => trx.insertInto('search_words').values(batch).execute());
    // SQLite: a bulk load leaves FTS5's index in many segments, each read by every query; merged
    // into one, a search costs 12-44% less CPU (3-letter prefixes 5.3 -> 3.0 ms
    // with 50,000 documents). Later writes are merged by FTS5's automerge as they come.
    // PostgreSQL's GIN indexes have no pending list to flush (fastupdate off, migration 0012).
    if (dialectOf(trx) === 'sqlite') await sql`insert into search_fts(search_fts) values ('optimize')`.execute(trx);
    return n + PAGE_DOCS.length;
  });
}

/** At start-up: rebuilds the index when it was built by another version of this file (or never). */
export async function ensureSearchIndex(db: DB): Promise<boolean> {
  const stored = await db.selectFrom('app_meta').select('value').where('key', '=', VERSION_KEY).executeTakeFirst();
  if (stored?.value === SEARCH_INDEX_VERSION) return false;
  await inTransaction(db, async (trx) => {
    // The upsert first: processes starting together on one PostgreSQL database wait here in turn.
    await trx
      .insertInto('app_meta')
      .values({ key: VERSION_KEY, value: SEARCH_INDEX_VERSION })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: SEARCH_INDEX_VERSION }))
      .execute();
    await rebuildSearchIndex(trx);
  });
  return true;
}

// ---------------------------------------------------------------------------------------------
// Reading

const SNIPPET_WORDS = 24;

/** Text with no accent to remove: lower case is enough (normalizing each word of the shown bodies was a good part of a search's time). */
const ASCII = /^\p{ASCII}*$/u;
/** Letters without their accents, as unicode61's remove_diacritics and the tsvector's words read them. */
const folded = (text: string) => (ASCII.test(text) ? text.toLowerCase() : text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase());
const WORD = /[\p{L}\p{N}]+/gu;

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
function chooseSnippet(terms: string[], body: string, summary: string): SnippetPart[] {
  return snippetOf(body, terms) ?? snippetOf(summary, terms) ?? lead(summary);
}

/** FTS5 query: every word, each as a prefix; quoted, so no word is read as an operator. */
const ftsQuery = (terms: string[]) => terms.map((t) => `"${t}"*`).join(' ');
/** tsquery text: every word as a prefix (`word:*`). */
const tsQuery = (terms: string[]) => terms.map((t) => `${t}:*`).join(' & ');

/**
 * Title matches ranked per kind: at most this many (SQLite's newest; PostgreSQL's first in table
 * order). Ranking every match of a short prefix (tens of thousands) is what made searches slow
 * (docs/decisions/030, "Bounded work").
 */
const RANK_WINDOW = 50;

/** PostgreSQL: a query whose words are all this short is taken to match densely (see `count` in postgresEngine). */
const DENSE_PREFIX_LETTERS = 3;

/**
 * How well a title matches, the same on both dialects: the share of its words that a query word
 * begins (the shorter the title around the words, the better), then a little for each of the
 * summary's words that match.
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

type Found = { id: number; kind: SearchKind; url: string; title: string; summary: string };
type Picked = { kind: SearchKind; count: number; titles: number[]; rest: number[] };

/** Reads of one dialect: each bounded by a LIMIT the engine can stop at, within one kind. */
type Engine = {
  /** Matches of each kind, up to `cap` (a kind with none may be missing). */
  counts(cap: number): Promise<Map<SearchKind, number>>;
  /** Each kind's title matches (every word in the title), at most `window` a kind (SQLite: the newest). */
  titleMatches(kinds: SearchKind[], window: number): Promise<Found[]>;
  /** The kind's newest matches whose title does not hold every word, at most `n` (`count`: the kind's, capped). */
  others(wanted: { kind: SearchKind; n: number; count: number }[]): Promise<{ id: number; kind: SearchKind }[]>;
};

function sqliteEngine(db: DB, terms: string[]): Engine {
  const words = ftsQuery(terms);
  // The kind is FTS5's fourth column (migration 0012): it is matched, never searched.
  const all = `{title summary body} : (${words})`;
  const title = `title : (${words})`;
  const ofKind = (kind: SearchKind, match: string) => `kind : "${kind}" AND (${match})`;
  const documents = async (ids: number[]) =>
    ids.length ? db.selectFrom('search_documents').select(['id', 'kind', 'url', 'title', 'summary']).where('id', 'in', ids).execute() : [];
  // Counted by reading the newest matches (up to the cap): a group's other matches are among them.
  const newest = new Map<SearchKind, number[]>();
  const titled = new Set<number>();
  return {
    async counts(cap) {
      const counts = new Map<SearchKind, number>();
      for (const kind of SEARCH_KINDS) {
        // FTS5 walks the doclists in rowid order and stops at the LIMIT.
        const { rows } = await sql<{ id: number }>`
          select rowid as id from search_fts where search_fts match ${ofKind(kind, all)} order by rowid desc limit ${cap}`.execute(db);
        if (rows.length) counts.set(kind, rows.length);
        newest.set(
          kind,
          rows.map((r) => r.id),
        );
      }
      return counts;
    },
    async titleMatches(kinds, window) {
      const ids: number[] = [];
      for (const kind of kinds) {
        const { rows } = await sql<{ id: number }>`
          select rowid as id from search_fts where search_fts match ${ofKind(kind, title)} order by rowid desc limit ${window}`.execute(db);
        ids.push(...rows.map((r) => r.id));
      }
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

function postgresEngine(db: DB, terms: string[], kinds: readonly SearchKind[]): Engine {
  const query = sql`to_tsquery('simple', ${tsQuery(terms)})`;
  // The kind as a literal: the planner can use the kind's own partial GIN indexes (migration 0012).
  const kindIs = (kind: SearchKind) => sql`kind = ${sql.lit(kind)}`;
  // The titles' own tsvector (0012's partial GIN indexes of it): "every word in the title".
  const titleHas = sql`to_tsvector('simple', title) @@ ${query}`;
  // The same read from the stored document (the title's words have weight A): on a row in hand
  // it costs no parsing of the title, as the index's expression would.
  const titleWeighted = sql`document @@ to_tsquery('simple', ${terms.map((t) => `${t}:*A`).join(' & ')})`;
  const eachKind = <R>(of: readonly SearchKind[], read: (kind: SearchKind) => RawBuilder<unknown>) =>
    // Begins with `select`: the read cache takes a statement beginning otherwise for a write.
    sql<R>`select * from (${sql.join(
      of.map((kind) => sql`(${read(kind)})`),
      sql` union all `,
    )}) r`.execute(db);
  // The plans are chosen here, not by the planner: it takes the kinds to be spread evenly over
  // the ids, and walks the newest rows of every kind to find one's (or reads a table through to
  // count a kind with few matches). Bitmap scans of a kind's GIN indexes stop at a LIMIT (counts,
  // title matches, a kind with at most SEARCH_COUNT_MAX matches); the newest matches of a kind
  // with more are its rows walked newest first on (kind, id), where they are dense.
  const plan = (scan: 'bitmap' | 'walk' | 'either') =>
    sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', ${scan === 'bitmap' ? 'off' : 'on'}, true),
               set_config('enable_bitmapscan', ${scan === 'walk' ? 'off' : 'on'}, true)`.execute(db);
  // A query of short prefixes only (what the dialog sends while one types) may match most
  // documents: counting them from the index builds a bitmap of them all (about 2 ms a kind for
  // 10,000 matches), while the newest rows, walked, hold the cap within a few hundred. So the
  // newest 2 x cap rows of the kind are tried first, and the index only when they hold fewer.
  const dense = terms.every((t) => t.length <= DENSE_PREFIX_LETTERS);
  const fromIndex = (kind: SearchKind, cap: number) =>
    sql`(select count(*)::int from (select 1 from search_documents where ${kindIs(kind)} and document @@ ${query} limit ${cap}) s)`;
  const count = (kind: SearchKind, cap: number) =>
    dense
      ? sql`(select case when newest.n >= ${cap} then newest.n else ${fromIndex(kind, cap)} end
             from (select count(*)::int as n from (select 1 from (select document from search_documents
               where kind between ${sql.lit(kind)} and ${sql.lit(kind)} order by kind desc, id desc limit ${2 * cap}) w
               where document @@ ${query} limit ${cap}) m) newest)`
      : fromIndex(kind, cap);
  let titled: Found[] = [];
  return {
    async counts(cap) {
      // Plans: the kind's GIN indexes; and for a dense query its newest rows on (kind, id)
      // (`kind between`, as in `others`), which only an index scan walks in order.
      await plan(dense ? 'either' : 'bitmap');
      // The counts and each kind's first title matches in one round trip: a kind with no match
      // has no title match either, and costs its index an empty lookup.
      const { rows } = await eachKind<Found & { n: number | null }>(
        kinds,
        (kind) =>
          sql`select ${kind}::text as kind, ${count(kind, cap)} as n, null::int as id, null as url, null as title, null as summary
            union all
            (select ${kind}::text, null, id, url, title, summary from search_documents where ${kindIs(kind)} and ${titleHas} limit ${RANK_WINDOW})`,
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
            sql`select id, kind from search_documents where ${kindIs(kind)} and document @@ ${query} and not (${titleWeighted})
                order by id desc limit ${few.find((w) => w.kind === kind)!.n}`,
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
            sql`select id, kind from search_documents where kind between ${sql.lit(kind)} and ${sql.lit(kind)} and document @@ ${query} and not (${titleWeighted})
                order by kind desc, id desc limit ${many.find((w) => w.kind === kind)!.n}`,
        );
        found.push(...rows);
      }
      return found;
    },
  };
}

/**
 * Every word matched (as a prefix), grouped by kind: per kind the title matches first, ranked
 * among at most RANK_WINDOW, then the other matches newest first; counts stop at
 * SEARCH_COUNT_MAX. Each read stops at a LIMIT within one kind, so a search costs about the same
 * whether a word matches ten documents or forty thousand (docs/decisions/030, "Bounded work").
 */
async function exactGroups(db: DB, terms: string[], limit: number): Promise<SearchGroup[]> {
  const ranked: Ranked[] = [];
  if (dialectOf(db) === 'sqlite') ranked.push(...(await exactGroupsBy(db, sqliteEngine(db, terms), terms, limit)));
  else {
    // PostgreSQL: the kinds in two halves, each on a connection of its own, so that the server
    // reads both at once (a kind's reads never need another's). Each half is one transaction: its
    // plan settings (set_config local) end with it. In a caller's transaction (one connection)
    // the halves take turns.
    const half = (kinds: readonly SearchKind[]) => () =>
      inTransaction(db, (trx) => exactGroupsBy(trx, postgresEngine(trx, terms, kinds), terms, limit));
    const halves = POSTGRES_HALVES.map(half);
    if (db.isTransaction) for (const read of halves) ranked.push(...(await read()));
    else ranked.push(...(await Promise.all(halves.map((read) => read()))).flat());
  }
  // The groups in the order of their best result: a title match first, the better the earlier.
  return ranked
    .sort((a, b) => b.best - a.best || SEARCH_KINDS.indexOf(a.group.kind) - SEARCH_KINDS.indexOf(b.group.kind))
    .map((g) => g.group);
}

/**
 * PostgreSQL's kinds read at once on two connections: the reports (the largest documents) with
 * the Hall of Shame and the pages, every other kind in the other half.
 */
const FIRST_HALF: readonly SearchKind[] = ['intelligence', 'shame', 'page'];
const POSTGRES_HALVES = [FIRST_HALF, SEARCH_KINDS.filter((kind) => !FIRST_HALF.includes(kind))];

type Ranked = { group: SearchGroup; best: number };

async function exactGroupsBy(db: DB, engine: Engine, terms: string[], limit: number): Promise<Ranked[]> {
  const counts = await engine.counts(SEARCH_COUNT_MAX + 1);
  if (!counts.size) return [];
  const kinds = [...counts.keys()];
  const titled = await engine.titleMatches(kinds, RANK_WINDOW);
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
  const rest = await engine.others(wanted);
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

// ---------------------------------------------------------------------------------------------
// Small typos: each unknown word corrected against the vocabulary of the titles (migration 0013),
// then the corrected query searched as any other (docs/decisions/030, "Typos against a vocabulary").

/** pg_trgm's trigrams of one word: two spaces before, one after. */
function trigrams(word: string): Set<string> {
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
const TYPO_SIMILARITY = 0.4;
/** SQLite: the words sharing the most trigrams with a typo (bm25), scored here; the best is among them. */
const TYPO_CANDIDATES = 100;
/** Shorter words have too few trigrams to tell a typo from another word. */
const TYPO_MIN_LENGTH = 4;

let trigramWarning = false;
/** The databases (connection pools) found to have pg_trgm. */
const withTrigrams = new WeakSet<DB>();

type Word = { word: string; documents: number };

/** A word no title begins, and the vocabulary's words that may be it misspelt (a superset of those similar enough). */
type Unknown = { term: string; candidates: Word[] };

/** The prefix range of `term` in the vocabulary (its words are in the C collation, migration 0013). */
const knownWord = (term: string) => sql`exists (select 1 from search_words where word >= ${term} and word < ${`${term}\u{10FFFF}`})`;

/** Of `terms`, those that no word of a title is or begins with (a prefix is a word being typed), each with its candidates. */
async function unknownWords(db: DB, terms: string[]): Promise<Unknown[]> {
  if (dialectOf(db) === 'sqlite') {
    const { rows } = await sql<Record<string, unknown>>`select ${sql.join(
      terms.map((t, i) => sql`case when ${knownWord(t)} then 1 else 0 end as ${sql.ref(`k${i}`)}`),
    )}`.execute(db);
    const unknown = terms.filter((_, i) => Number(rows[0]?.[`k${i}`]) !== 1);
    const found: Unknown[] = [];
    for (const term of unknown) {
      // FTS5's trigrams are the word's own (no padding); any one shared makes a candidate.
      const grams = [...trigrams(term)].filter((g) => g.trim().length === 3);
      const { rows: candidates } = await sql<Word>`
        select w.word, w.documents
        from (select rowid as id from search_words_trigram where search_words_trigram match ${grams.map((g) => `"${g}"`).join(' OR ')}
              order by rank limit ${TYPO_CANDIDATES}) t
        join search_words w on w.id = t.id`.execute(db);
      found.push({ term, candidates });
    }
    return found;
  }
  // Once there, the extension stays (a migration made it): asked again only while it is missing.
  if (!withTrigrams.has(db)) {
    const { rows } = await sql<{ ok: boolean }>`select exists (select 1 from pg_extension where extname = 'pg_trgm') as ok`.execute(db);
    if (rows[0]?.ok) withTrigrams.add(db);
  }
  if (!withTrigrams.has(db)) {
    if (!trigramWarning) {
      trigramWarning = true;
      console.warn('search: the pg_trgm extension is missing, so searches do not tolerate typos (CREATE EXTENSION pg_trgm as its owner)');
    }
    return [];
  }
  // One statement for every term: whether the vocabulary knows it, and the words pg_trgm's `%`
  // finds for it at the server's threshold (0.3 unless an operator changed it: below
  // TYPO_SIMILARITY, so a superset of the words that count; the score that decides is computed
  // here, as on SQLite). The planner prices `%` as cheap and would compare the term with every
  // word (7 ms for 2,500 words, where the trigram index takes 0.1 ms): its plan is set for the
  // statement, so it runs in a transaction of its own.
  const { rows } = await inTransaction(db, async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true)`.execute(trx);
    return sql<{ term: number; word: string | null; documents: number | null }>`select * from (${sql.join(
      terms.map(
        (term, i) =>
          sql`(select ${i}::int as term, null::text as word, null::int as documents where not ${knownWord(term)}
               union all
               select ${i}, word, documents from search_words where word % ${term})`,
      ),
      sql` union all `,
    )}) r`.execute(trx);
  });
  return terms.flatMap((term, i) => {
    const mine = rows.filter((r) => r.term === i);
    // A known word has no row of its own (the first branch), only its (unused) candidates.
    if (!mine.some((r) => r.word === null)) return [];
    return [{ term, candidates: mine.flatMap((r) => (r.word === null ? [] : [{ word: r.word, documents: Number(r.documents) }])) }];
  });
}

/**
 * The query with each word no title begins replaced by the most similar word of a title (at
 * least TYPO_SIMILARITY; then the more frequent, then the first alphabetically), or null when no
 * word was replaced. A word found in titles is kept: it is not a typo.
 */
async function correctedTerms(db: DB, terms: string[]): Promise<string[] | null> {
  const typed = terms.filter((t) => t.length >= TYPO_MIN_LENGTH);
  if (!typed.length) return null;
  const replaced = new Map<string, string>();
  for (const { term, candidates } of await unknownWords(db, typed)) {
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
    if (best) replaced.set(term, best.word);
  }
  return replaced.size ? terms.map((t) => replaced.get(t) ?? t) : null;
}

// ---------------------------------------------------------------------------------------------

/**
 * The site search: every word of `q` (each as a prefix: "syn rep" finds "Synergy Report"), best
 * first within each kind, title matches before the rest; when nothing matches, titles with
 * similar words (one letter wrong), marked `approximate`, with the corrected query as `didYouMean`.
 */
export async function search(db: DB, input: { q: string; limit?: number }): Promise<SearchAnswer> {
  const q = input.q;
  const limit = input.limit ?? SEARCH_LIMIT_PAGE;
  const terms = searchTerms(q);
  if (!terms.length) return { q, total: 0, capped: false, approximate: false, didYouMean: null, groups: [] };
  const groups = await exactGroups(db, terms, limit);
  if (groups.length)
    return {
      q,
      total: groups.reduce((n, g) => n + g.total, 0),
      capped: groups.some((g) => g.capped),
      approximate: false,
      didYouMean: null,
      groups,
    };
  const corrected = await correctedTerms(db, terms);
  const approximate = corrected ? await exactGroups(db, corrected, limit) : [];
  if (!corrected || !approximate.length) return { q, total: 0, capped: false, approximate: false, didYouMean: null, groups: [] };
  return {
    q,
    total: approximate.reduce((n, g) => n + g.total, 0),
    capped: approximate.some((g) => g.capped),
    approximate: true,
    didYouMean: corrected.join(' '),
    groups: approximate,
  };
}

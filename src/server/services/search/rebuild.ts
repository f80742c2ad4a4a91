import { createHash } from 'node:crypto';
import { type DB, inBatches, inTransaction } from '~/server/db/database';
import { INDEXED_PAGES, PAGES } from '~/shared/pages';
import { arsenalSearch } from '../arsenal';
import { contentSearch } from '../content';
import { dispatchSearch } from '../dispatch';
import { eventsSearch } from '../events';
import { intelligenceSearch } from '../intelligence';
import { recognitionSearch } from '../recognition';
import { shameSearch } from '../shame';
import type { DocRow } from './documents';
import { engineOf } from './engines';
import { wordCounts } from './vocabulary';

/**
 * The whole index made again from the rows (docs/decisions/030): at start-up when it was built by
 * another version, and by the benchmark. Writes that bypass the services (seeds, db:copy, tests
 * inserting rows) are covered this way.
 */

/** Every catalogue kind's documents, in the order they are written (a document's id orders "newest"). */
const CATALOGUE = [contentSearch, intelligenceSearch, recognitionSearch, shameSearch, arsenalSearch, eventsSearch, dispatchSearch];

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
 * after migration 0011, a new mapping, a page added or retitled) rebuilds it. 2: events and the
 * Dispatch's issues became kinds (docs/decisions/061).
 */
export const SEARCH_INDEX_VERSION = `2:${createHash('sha256').update(JSON.stringify(PAGE_DOCS)).digest('hex').slice(0, 16)}`;
const VERSION_KEY = 'searchIndexVersion';

/** Every document again, from the rows, and the vocabulary from their titles (in one transaction). */
export async function rebuildSearchIndex(db: DB): Promise<number> {
  return inTransaction(db, async (trx) => {
    await trx.deleteFrom('search_documents').execute();
    let n = 0;
    for (const kind of CATALOGUE) {
      const docs = await kind.of(trx);
      // 7 values a row: well under PostgreSQL's 65535 parameters per statement.
      await inBatches(docs, 1000, (batch) => trx.insertInto('search_documents').values(batch).execute());
      n += docs.length;
    }
    if (PAGE_DOCS.length) await trx.insertInto('search_documents').values(PAGE_DOCS).execute();
    await trx.deleteFrom('search_words').execute();
    const titles = await trx.selectFrom('search_documents').select('title').execute();
    await inBatches(wordCounts(titles.map((d) => d.title)), 1000, (batch) => trx.insertInto('search_words').values(batch).execute());
    await engineOf(trx).afterRebuild(trx);
    return n + PAGE_DOCS.length;
  });
}

/** At start-up: rebuilds the index when it was built by another version of the mapping (or never). */
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

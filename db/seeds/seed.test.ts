import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src/server/db/database';
import type { Database } from '../../src/server/db/schema';
import { openTestDatabase } from '../../tests/helpers/test-database';
import { visibleText } from '../../src/shared/format';
import { RICH_TEXT_TAGS } from '../../src/shared/rich-text';
import { seedDatabase } from './index';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public');
const ALLOWED_TAGS = new Set<string>(RICH_TEXT_TAGS);

/** Some columns of some tables, each named so that a misspelt table or column does not compile. */
type Columns = { [T in keyof Database]?: (keyof Database[T] & string)[] };

/** Every value of these columns, table after table (the seed's rich text, say, or its image addresses). */
async function valuesIn(db: DB, columns: Columns): Promise<unknown[]> {
  const values: unknown[] = [];
  for (const [table, names] of Object.entries(columns) as [keyof Database, string[]][]) {
    for (const name of names) {
      const rows = await db.selectFrom(table).select(sql.ref<unknown>(name).as('value')).execute();
      values.push(...rows.map((row) => row.value));
    }
  }
  return values;
}

function tagsIn(html: string): string[] {
  return [...html.matchAll(/<\/?([a-zA-Z0-9]+)/g)].map((m) => m[1].toLowerCase());
}

describe('seed content', () => {
  let db: DB;
  let closeDb: () => Promise<void> = async () => {};

  beforeAll(async () => {
    // The same opening and migrations as the server, on a database in memory (or on PostgreSQL).
    let close: () => Promise<void>;
    ({ db, close } = await openTestDatabase());
    closeDb = close;
    await seedDatabase(db);
  });

  afterAll(async () => {
    await closeDb();
  });

  it('loads the exhibitions', async () => {
    const rows = await db.selectFrom('content_items').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((r) => r.featured === 1)).toHaveLength(3);
    expect(rows.some((r) => r.type === 'experiment')).toBe(true);
    expect(rows.filter((r) => visibleText(r.description).length > 200).length).toBeGreaterThanOrEqual(3);
  });

  it('loads recognition and shame items', async () => {
    const recognition = await db.selectFrom('recognition_items').selectAll().execute();
    expect(recognition).toHaveLength(6);
    expect(recognition.filter((r) => r.featured === 1)).toHaveLength(1);
    expect(recognition.filter((r) => r.websiteUrl).length).toBeGreaterThanOrEqual(3);

    const shame = await db.selectFrom('shame_items').selectAll().execute();
    expect(shame).toHaveLength(5);
    expect(shame.filter((r) => r.featured === 1)).toHaveLength(2);
    expect(shame.every((r) => r.example.length > 0)).toBe(true);
  });

  // docs/decisions/045: the quiz has its five clips on a fresh install, some real and some AI.
  it('loads five quiz clips, in order, each a small MP4 in public/seed/quiz', async () => {
    const rows = await db.selectFrom('reality_readiness_videos').selectAll().orderBy('orderPosition').execute();
    expect(rows.map((r) => r.orderPosition)).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(rows.map((r) => r.isFake))).toEqual(new Set([0, 1]));
    for (const r of rows) {
      expect(r.videoUrl).toMatch(/^\/seed\/quiz\/[a-z0-9-]+\.mp4$/);
      const file = path.join(publicDir, r.videoUrl);
      expect(existsSync(file), r.videoUrl).toBe(true);
      // An MP4's ftyp box, and small: a few tens of KB.
      const bytes = readFileSync(file);
      expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');
      expect(bytes.length).toBeLessThan(64 * 1024);
    }
  });

  it('loads the arsenal, two of each type', async () => {
    const rows = await db.selectFrom('arsenal_items').selectAll().execute();
    expect(rows).toHaveLength(8);
    for (const type of ['prompt', 'tool', 'dataset', 'video'] as const) {
      expect(rows.filter((r) => r.type === type)).toHaveLength(2);
    }
    const featured = rows.filter((r) => r.featured === 1);
    expect(featured).toHaveLength(2);
    expect(new Set(featured.map((r) => r.type)).size).toBe(2);
    for (const r of rows.filter((row) => row.type === 'dataset')) {
      expect(() => void JSON.parse(r.content)).not.toThrow();
    }
  });

  it('loads intelligence reports, published and draft', async () => {
    const rows = await db.selectFrom('intelligence_reports').selectAll().execute();
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => r.published === 1)).toHaveLength(3);
    expect(rows.filter((r) => r.published === 1 && r.featured === 1)).toHaveLength(1);
    expect(rows.filter((r) => r.published === 0)).toHaveLength(1);
    for (const r of rows) {
      expect(r.bullshitMeter).toBeGreaterThanOrEqual(1);
      expect(r.bullshitMeter).toBeLessThanOrEqual(10);
      expect(JSON.parse(r.keyInsights)).toEqual(expect.arrayContaining([expect.any(String)]));
      expect(JSON.parse(r.hiddenTruths)).toEqual(expect.arrayContaining([expect.any(String)]));
    }
  });

  it('puts approved comments on exactly two exhibitions, with reactions', async () => {
    const approved = await db
      .selectFrom('comments')
      .select(['contentItemId', sql<number>`count(*)`.as('n')])
      .where('isApproved', '=', 1)
      .groupBy('contentItemId')
      .execute();
    expect(approved.map((r) => Number(r.n)).sort()).toEqual([3, 4]);

    const pending = await db.selectFrom('comments').select('contentItemId').where('isApproved', '=', 0).execute();
    expect(pending).toHaveLength(2);
    expect(approved.map((r) => r.contentItemId)).not.toContain(pending[0].contentItemId);

    const reactions = await db
      .selectFrom('comment_reactions')
      .innerJoin('comments', 'comments.id', 'comment_reactions.commentId')
      .select(['comment_reactions.reaction', 'comments.isApproved'])
      .execute();
    expect(reactions.length).toBeGreaterThan(0);
    expect(reactions.every((r) => r.isApproved === 1)).toBe(true);
    expect(reactions.every((r) => r.reaction === 'thumbs_up' || r.reaction === 'heart')).toBe(true);
  });

  it('makes an exhibition or recognition item the newest showcase entry', async () => {
    const newest = await db
      .selectFrom('content_items')
      .select([sql<string>`'exhibition'`.as('kind'), 'createdAt'])
      .unionAll(db.selectFrom('recognition_items').select([sql<string>`'recognition'`.as('kind'), 'createdAt']))
      .unionAll(db.selectFrom('shame_items').select([sql<string>`'shame'`.as('kind'), 'createdAt']))
      .unionAll(db.selectFrom('arsenal_items').select([sql<string>`'arsenal'`.as('kind'), 'createdAt']))
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(['exhibition', 'recognition']).toContain(newest.kind);
    expect(newest.createdAt < '2026-11-20').toBe(true);
  });

  it('uses only allowed rich-text tags', async () => {
    const html = await valuesIn(db, {
      content_items: ['description'],
      recognition_items: ['description'],
      intelligence_reports: ['content', 'authorNote'],
    });
    for (const h of html.map((value) => (typeof value === 'string' ? value : ''))) {
      for (const tag of tagsIn(h)) expect(ALLOWED_TAGS).toContain(tag);
      for (const m of h.matchAll(/href="([^"]*)"/g)) expect(m[1]).toMatch(/^https?:\/\//);
    }
  });

  it('points every local image at a file in public/seed', async () => {
    const urls = (
      await valuesIn(db, {
        content_items: ['imageUrl'],
        recognition_items: ['imageUrl'],
        shame_items: ['imageUrl'],
        arsenal_items: ['previewUrl'],
        intelligence_reports: ['imageUrl'],
      })
    ).filter((u): u is string => typeof u === 'string' && u.startsWith('/seed/'));
    expect(urls.length).toBeGreaterThan(20);
    for (const u of urls) expect(existsSync(path.join(publicDir, u)), u).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useAdminTestApp } from '../helpers/admin-session';
import { insertMany, minuteAt, seedExhibition } from '../helpers/seed-lists';
import { injectJson } from '../helpers/test-app';

/**
 * docs/decisions/020: pages whose cost does not grow with the club. Server-rendered pages from the built
 * client (npm test builds it first), on a club of 10,000 more exhibitions written in bulk.
 */
const { t, db } = useAdminTestApp({ client: 'dist', rateLimitWritesPerMinute: 10_000 });
const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  // React separates adjacent text with <!-- -->: read the text as a visitor does.
  return { status: res.statusCode, body: res.body.replaceAll('<!-- -->', ''), location: res.headers.location };
};
const GROWN = 10_000;

const exhibitionIds = (html: string) => new Set([...html.matchAll(/href="\/exhibitions\/(\d+)"/g)].map((m) => Number(m[1])));
const relLink = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1] ?? null;
/** The pager's link to the next page: an ordinary <a>, so it works without JavaScript. */
const nextLink = (html: string) =>
  /<a [^>]*rel="next"[^>]*href="([^"]+)"|<a [^>]*href="([^"]+)"[^>]*rel="next"/.exec(html)?.slice(1).find(Boolean) ?? null;
const unescape = (href: string) => href.replaceAll('&amp;', '&');

describe('the home page carries what it shows', () => {
  it('is as large with 11,000 exhibitions as with 10,000, and names the total', async () => {
    await insertMany(db(), 'content_items', GROWN, (i) => ({
      title: `Grown Exhibition ${i}`,
      description: `<p>Exhibit ${i}, mounted with care.</p>`,
      type: 'exhibition',
      category: 'Growth',
      createdAt: minuteAt(i),
    }));
    const total = Number(
      (
        await db()
          .selectFrom('content_items')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

    const before = await page('/');
    expect(before.status).toBe(200);
    expect(before.body).toContain(`See All ${total} Exhibitions`);
    expect(exhibitionIds(before.body).size).toBe(9);

    // 1,000 more, older than those shown: the same nine cards, a larger total, the same page.
    await insertMany(db(), 'content_items', 1_000, (i) => ({
      title: `Older Exhibition ${i}`,
      description: `<p>Exhibit ${i}, mounted with care.</p>`,
      type: 'exhibition',
      category: 'Growth',
      createdAt: new Date(Date.UTC(2001, 0, 1) + i * 60_000).toISOString(),
    }));
    const after = await page('/');
    expect(after.body).toContain(`See All ${total + 1_000} Exhibitions`);
    expect(after.body.length - before.body.length).toBeLessThanOrEqual(8);
    expect(after.body).not.toContain('Older Exhibition');
  });
});

describe('the galleries page on the server', () => {
  it('/exhibitions pages through every exhibition by its links alone, each once, newest first', async () => {
    const all = await db().selectFrom('content_items').select('id').orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
    const seen: number[] = [];
    let url: string | null = '/exhibitions';
    let pages = 0;
    let previous: string | null = null;
    while (url) {
      const res = await page(url);
      expect(res.status, url).toBe(200);
      expect(res.body.length, url).toBeLessThan(200 * 1024);
      expect(res.body).toContain(`${all.length} Exhibitions Available`);
      // Canonical: the page itself; prev: the page before (none on the first).
      expect(relLink(res.body, 'canonical')).toBe(`http://localhost:3000${url}`);
      expect(relLink(res.body, 'prev')).toBe(previous && `http://localhost:3000${previous}`);
      seen.push(...exhibitionIds(res.body));
      pages++;
      const next = nextLink(res.body);
      expect(relLink(res.body, 'next')).toBe(next && `http://localhost:3000${unescape(next)}`);
      previous = url;
      url = next && unescape(next);
    }
    expect(pages).toBe(Math.ceil(all.length / 24));
    expect(seen).toEqual(all.map((r) => r.id));
  }, 120_000);

  it('treats a bad ?page= as the first page, and a page past the end as not found', async () => {
    const first = await page('/exhibitions');
    expect(exhibitionIds(first.body).size).toBe(24);
    // A bad value is the first page: the read cache answers the canonical URL's answer (decision
    // 019: one URL, one render), whose canonical link names the bare address.
    for (const bad of ['0', '1', '-1', 'abc', '1.5', '%00', '99999999999']) {
      const res = await page(`/exhibitions?page=${bad}`);
      expect(res.status, bad).toBe(200);
      expect(relLink(res.body, 'canonical'), bad).toBe('http://localhost:3000/exhibitions');
      expect(exhibitionIds(res.body), bad).toEqual(exhibitionIds(first.body));
    }
    expect((await page('/exhibitions?page=100000')).status).toBe(404);
  });

  it.each(['/recognition', '/shame', '/brain-arsenal', '/intelligence', '/brain-arsenal?type=video'])(
    '%s answers pages with their links',
    async (url) => {
      const res = await page(url);
      expect(res.status).toBe(200);
      expect(relLink(res.body, 'canonical')).toBe(`http://localhost:3000${url}`);
      expect((await page(`${url}${url.includes('?') ? '&' : '?'}page=500`)).status).toBe(404);
    },
  );
});

describe('the /api rows keep their answers and accept pages', () => {
  it('/api/content answers the whole list as before (streamed when long) and ?page=&pageSize= a page of it', async () => {
    const rows = await db().selectFrom('content_items').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
    const whole = await t.app.inject({ method: 'GET', url: '/api/content' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toMatch(/^application\/json/);
    const list = JSON.parse(whole.body) as { id: number; featured: boolean }[];
    expect(list.map((i) => i.id)).toEqual(rows.map((r) => r.id));
    expect(list[0]).toEqual({ ...rows[0], featured: Boolean(rows[0].featured) });

    const second = await injectJson(t.app, 'GET', '/api/content?page=2&pageSize=50');
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({ total: rows.length, page: 2, pageSize: 50, pageCount: Math.ceil(rows.length / 50) });
    expect(second.json.items).toEqual(list.slice(50, 100));
    expect((await injectJson(t.app, 'GET', '/api/content?page=3')).json.items).toEqual(list.slice(48, 72));

    for (const bad of ['page=0', 'page=abc', 'pageSize=0', 'pageSize=101', 'page=1&pageSize=x']) {
      const res = await injectJson(t.app, 'GET', `/api/content?${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.json.error, bad).toEqual(expect.any(String));
    }
  });

  it.each(['recognition', 'shame', 'arsenal', 'intelligence'])('/api/%s answers the same list as before and a page of it', async (kind) => {
    const whole = await injectJson(t.app, 'GET', `/api/${kind}`);
    expect(whole.status).toBe(200);
    const list = z.array(z.unknown()).parse(whole.json);
    const paged = await injectJson(t.app, 'GET', `/api/${kind}?pageSize=2`);
    expect(paged.json).toMatchObject({ total: list.length, page: 1, pageSize: 2 });
    expect(z.object({ items: z.array(z.unknown()) }).parse(paged.json).items).toEqual(list.slice(0, 2));
    expect((await injectJson(t.app, 'GET', `/api/${kind}?page=-1`)).status).toBe(400);
  });
});

describe("an exhibition's comments", () => {
  it('come newest first a page at a time, with reaction counts and a Show more link that works without JavaScript', async () => {
    const id = await seedExhibition(db(), 'A Popular Exhibit');
    await insertMany(db(), 'comments', 45, (i) => ({
      contentItemId: id,
      authorName: `Fellow ${i}`,
      authorEmail: `fellow${i}@example.com`,
      comment: `Remark ${i}`,
      isApproved: 1,
      createdAt: minuteAt(i),
      updatedAt: minuteAt(i),
    }));
    // One pending comment, never shown or counted (D6).
    await insertMany(db(), 'comments', 1, () => ({
      contentItemId: id,
      authorName: 'Pending',
      authorEmail: 'p@example.com',
      comment: 'Hidden',
      isApproved: 0,
      createdAt: minuteAt(99),
      updatedAt: minuteAt(99),
    }));
    const newest = await db()
      .selectFrom('comments')
      .select('id')
      .where('contentItemId', '=', id)
      .where('isApproved', '=', 1)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
    await insertMany(db(), 'comment_reactions', 3, (i) => ({
      commentId: newest[0].id,
      reaction: i === 0 ? 'heart' : 'thumbs_up',
      userEmail: `r${i}@example.com`,
    }));

    const api = await injectJson(t.app, 'GET', `/api/content/${id}/comments?page=1&pageSize=20`);
    expect(api.json).toMatchObject({ total: 45, page: 1, pageSize: 20, pageCount: 3 });
    expect(api.json.items.map((c: { id: number }) => c.id)).toEqual(newest.slice(0, 20).map((c) => c.id));
    expect(api.json.items[0]).toMatchObject({ authorName: 'Fellow 44', reactions: { heart: 1, thumbs_up: 2 } });
    expect(api.json.items[1].reactions).toEqual({ heart: 0, thumbs_up: 0 });
    // The spec's row: every approved comment, oldest first, as before.
    const whole = await injectJson(t.app, 'GET', `/api/content/${id}/comments`);
    expect(whole.json.map((c: { id: number }) => c.id)).toEqual([...newest].reverse().map((c) => c.id));
    expect(Object.keys(whole.json[0]).sort()).toEqual(['authorName', 'comment', 'createdAt', 'id']);

    const first = await page(`/exhibitions/${id}`);
    expect(first.status).toBe(200);
    expect(first.body.match(/data-testid="comment"/g)).toHaveLength(20);
    expect(first.body).toContain('Fellow 44');
    expect(first.body).not.toContain('Hidden');
    expect(first.body).toMatch(/href="\?comments=2"[^>]*>Show more</);
    const third = await page(`/exhibitions/${id}?comments=3`);
    expect(third.body.match(/data-testid="comment"/g)).toHaveLength(5);
    expect(third.body).toContain('Fellow 0<');
    expect(third.body).not.toContain('Show more<');
    // A bad comments page is the first page: the canonical URL's answer (decision 019).
    const bad = await page(`/exhibitions/${id}?comments=zzz`);
    expect(bad.status).toBe(200);
    expect(bad.body.match(/data-testid="comment"/g)).toHaveLength(20);
    expect(bad.body).toMatch(/href="\?comments=2"[^>]*>Show more</);
  });
});

describe('the sitemap', () => {
  it('becomes an index of parts of at most 50,000 URLs', async () => {
    const small = await page('/sitemap.xml');
    expect(small.body).toContain('<urlset');
    await insertMany(db(), 'content_items', 45_000, (i) => ({
      title: `More ${i}`,
      description: '<p>More</p>',
      type: 'exhibition',
      category: 'Growth',
      createdAt: minuteAt(GROWN + i),
    }));
    const index = await page('/sitemap.xml');
    expect(index.body).toContain('<sitemapindex');
    const parts = [...index.body.matchAll(/<loc>http:\/\/localhost:3000(\/sitemaps\/\d+\.xml)<\/loc>/g)].map((m) => m[1]);
    expect(parts).toEqual(['/sitemaps/1.xml', '/sitemaps/2.xml']);
    const urls = (await Promise.all(parts.map((p) => page(p)))).map((p) => [...p.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    expect(urls[0]).toHaveLength(50_000);
    expect(new Set(urls.flat()).size).toBe(urls.flat().length);
    expect(urls.flat()).toContain('http://localhost:3000/exhibitions');
    expect((await page('/sitemaps/3.xml')).status).toBe(404);
    expect((await page('/sitemaps/x.xml')).status).toBe(404);
  }, 60_000);
});

import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, adminRequest } from '../helpers/admin-session';
import { createTestApp, type TestApp } from '../helpers/test-app';
import type { ApiJson } from '../helpers/api-types';

let t: TestApp;
const TRICKY = `Tom & Jerry's "<b>Brains</b>" > Machines`;
beforeAll(async () => {
  t = await createTestApp();
  const admin = adminRequest(t.app, await adminCookie(t.app));
  const made = await admin('POST', '/api/admin/content', {
    title: TRICKY,
    description: '<p>Markup &amp; more</p>',
    type: 'exhibition',
    category: 'Satire',
  });
  expect(made.status).toBe(201);
  await admin('POST', '/api/admin/intelligence', {
    title: `Report <script>x</script> & co`,
    summary: 'A summary with "quotes" & ampersands',
    content: '<p>Body</p>',
    sourceTitle: 'Source',
    sourceUrl: 'https://example.com/a?b=1&c=2',
    published: true,
  });
});
afterAll(() => t.close());

/** The parts of the sitemap and the feed the tests read. */
type Xml = {
  urlset: { url: { loc: string; lastmod: string }[] };
  rss: { '@_version': string; channel: { item: { title: string; link: string; description: string; pubDate: string }[] } };
};

const parse = (xml: string) => {
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({ ignoreAttributes: false }).parse(xml) as Xml;
};

describe('/sitemap.xml', () => {
  it('lists every public page and item with lastmod, as valid XML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const urls: { loc: string; lastmod: string }[] = parse(res.body).urlset.url;
    const locs = urls.map((u) => u.loc);
    for (const path of [
      '/',
      '/exhibitions',
      '/shame',
      '/recognition',
      '/brain-arsenal',
      '/intelligence',
      '/about',
      '/job-title-translator',
    ]) {
      expect(locs).toContain(`http://localhost:3000${path}`);
    }
    const exhibitions = await t.app.inject({ method: 'GET', url: '/api/content' });
    for (const item of exhibitions.json<ApiJson<'/api/content', 'GET'>>())
      expect(locs).toContain(`http://localhost:3000/exhibitions/${item.id}`);
    expect(locs.some((l) => l.startsWith('http://localhost:3000/admin'))).toBe(false);
    // Drafts stay out.
    const drafts = await t.app.services.db.selectFrom('intelligence_reports').select('id').where('published', '=', 0).execute();
    for (const d of drafts) expect(locs).not.toContain(`http://localhost:3000/intelligence/${d.id}`);
    expect(urls.every((u) => /^\d{4}-\d{2}-\d{2}$/.test(u.lastmod))).toBe(true);
  });
});

describe('/robots.txt', () => {
  it('names the sitemap and keeps crawlers out of the admin area', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(res.body).toMatch(/^Disallow: \/admin$/m);
  });
});

describe('/feed.xml', () => {
  it('is RSS 2.0 of the newest exhibitions and published reports, text only, valid with a tricky title', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/feed.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const feed = parse(res.body).rss;
    expect(feed['@_version']).toBe('2.0');
    const items: { title: string; link: string; description: string; pubDate: string }[] = feed.channel.item;
    const tricky = items.find((i) => i.title === TRICKY);
    expect(tricky?.description).toBe('Markup & more');
    expect(items.some((i) => i.title === 'Report <script>x</script> & co' && i.link.includes('/intelligence/'))).toBe(true);
    expect(items.every((i) => !Number.isNaN(Date.parse(i.pubDate)))).toBe(true);
    expect(items.length).toBeLessThanOrEqual(20);
  });
});

import { INDEXED_PAGES, PAGES, SITE_NAME } from '../../shared/pages';
import { truncateText } from '../../shared/format';
import { fromFlag, toFlag } from '../db/columns';
import type { DB } from '../db/database';

/**
 * What search engines and feed readers are given (the sitemap, robots.txt and an RSS feed),
 * built from the database on each request. Every text goes through `xml()`, so titles holding
 * `&`, `<` or quotes stay valid XML.
 */
export function xml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // Characters XML 1.0 does not allow at all.
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
}

const day = (iso: string) => iso.slice(0, 10);
const newest = (dates: string[], fallback: string) => dates.reduce((a, b) => (b > a ? b : a), fallback);

/** Every public page with a fixed address and every public item, each with its last change. */
export async function sitemapXml(db: DB, publicUrl: string, siteDate: string): Promise<string> {
  // Ordered by id: without ORDER BY each database answers in an order of its own (SQLite's index order).
  const [content, recognition, shame, arsenal, reports] = await Promise.all([
    db.selectFrom('content_items').select(['id', 'createdAt']).orderBy('id').execute(),
    db.selectFrom('recognition_items').select(['id', 'createdAt']).orderBy('id').execute(),
    db.selectFrom('shame_items').select(['id', 'createdAt']).orderBy('id').execute(),
    db.selectFrom('arsenal_items').select(['id', 'createdAt']).orderBy('id').execute(),
    db.selectFrom('intelligence_reports').select(['id', 'updatedAt']).where('published', '=', toFlag(true)).orderBy('id').execute(),
  ]);
  const lists: Record<string, { path: string; items: { id: number; changed: string }[] }> = {
    '/exhibitions': { path: '/exhibitions', items: content.map((r) => ({ id: r.id, changed: r.createdAt })) },
    '/recognition': { path: '/recognition', items: recognition.map((r) => ({ id: r.id, changed: r.createdAt })) },
    '/shame': { path: '/shame', items: shame.map((r) => ({ id: r.id, changed: r.createdAt })) },
    '/brain-arsenal': { path: '/brain-arsenal', items: arsenal.map((r) => ({ id: r.id, changed: r.createdAt })) },
    '/intelligence': { path: '/intelligence', items: reports.map((r) => ({ id: r.id, changed: r.updatedAt })) },
  };
  const everything = Object.values(lists).flatMap((l) => l.items.map((i) => i.changed));
  const entries: { loc: string; lastmod: string }[] = [];
  for (const path of INDEXED_PAGES) {
    const list = lists[path];
    const lastmod = path === '/' ? newest(everything, siteDate) : list ? newest(list.items.map((i) => i.changed), siteDate) : siteDate;
    entries.push({ loc: `${publicUrl}${path === '/' ? '/' : path}`, lastmod: day(lastmod) });
  }
  for (const list of Object.values(lists)) {
    for (const item of list.items) entries.push({ loc: `${publicUrl}${list.path}/${item.id}`, lastmod: day(item.changed) });
  }
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.map((e) => `  <url><loc>${xml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod></url>`).join('\n') +
    '\n</urlset>\n'
  );
}

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Disallow: /admin', 'Disallow: /admin-login', 'Disallow: /api/admin/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

const FEED_ITEMS = 20;

/** RSS 2.0: the newest exhibitions and published intelligence reports, descriptions as plain text. */
export async function feedXml(db: DB, publicUrl: string): Promise<string> {
  const [content, reports] = await Promise.all([
    db.selectFrom('content_items').select(['id', 'title', 'description', 'createdAt']).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(FEED_ITEMS).execute(),
    db
      .selectFrom('intelligence_reports')
      .select(['id', 'title', 'summary', 'createdAt', 'published'])
      .where('published', '=', toFlag(true))
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(FEED_ITEMS)
      .execute(),
  ]);
  const items = [
    ...content.map((c) => ({ title: c.title, link: `${publicUrl}/exhibitions/${c.id}`, date: c.createdAt, text: truncateText(c.description, 300) })),
    ...reports.filter((r) => fromFlag(r.published)).map((r) => ({ title: r.title, link: `${publicUrl}/intelligence/${r.id}`, date: r.createdAt, text: truncateText(r.summary, 300) })),
  ]
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0))
    .slice(0, FEED_ITEMS);
  const rfc822 = (iso: string) => new Date(iso).toUTCString();
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n' +
    `  <title>${xml(SITE_NAME)}</title>\n` +
    `  <link>${xml(`${publicUrl}/`)}</link>\n` +
    `  <description>${xml(PAGES['/'].description)}</description>\n` +
    '  <language>en-gb</language>\n' +
    `  <atom:link href="${xml(`${publicUrl}/feed.xml`)}" rel="self" type="application/rss+xml"/>\n` +
    (items[0] ? `  <lastBuildDate>${rfc822(items[0].date)}</lastBuildDate>\n` : '') +
    items
      .map(
        (i) =>
          `  <item>\n    <title>${xml(i.title)}</title>\n    <link>${xml(i.link)}</link>\n    <guid isPermaLink="true">${xml(i.link)}</guid>\n` +
          `    <pubDate>${rfc822(i.date)}</pubDate>\n    <description>${xml(i.text)}</description>\n  </item>`,
      )
      .join('\n') +
    '\n</channel>\n</rss>\n'
  );
}

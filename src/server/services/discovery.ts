import { INDEXED_PAGES, PAGES, SITE_NAME } from '~/shared/pages';
import { truncateText } from '~/shared/format';
import { fromFlag, toFlag } from '../db/columns';
import type { DB } from '../db/database';
import { rawRead } from '../db/raw-sql';
import { sql } from 'kysely';
import { SITEMAP_MAX_URLS } from '~/shared/public-lists';
import { eventPath } from '~/shared/events';
import { fellowPath, FELLOWS } from '~/shared/fellows';
import { dispatchIssuePath } from '~/shared/dispatch';
import { newestWebEditions } from './dispatch';

/** The pages with a fixed address, then the fellows' pages (declared in code, not in the database). */
const FIXED_PAGES: string[] = [...INDEXED_PAGES, ...FELLOWS.map(fellowPath)];

/** The events' pages, addressed by slug (docs/decisions/057): listed after the fixed pages, soonest first. */
const eventPages = (db: DB) => db.selectFrom('events').select(['slug', 'updatedAt']).orderBy('startsAt').orderBy('id').execute();

/**
 * What search engines and feed readers are given (the sitemap, robots.txt and an RSS feed),
 * built from the database on each request. Every text goes through `xml()`, so titles holding
 * `&`, `<` or quotes stay valid XML.
 */
export function xml(text: string): string {
  return (
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      // Characters XML 1.0 does not allow at all.
      // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters: removing them is the point.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
  );
}

const day = (iso: string) => iso.slice(0, 10);
const newest = (dates: (string | null | undefined)[], fallback: string) => dates.reduce<string>((a, b) => (b && b > a ? b : a), fallback);

/** The public items the sitemap lists, kind by kind, each in id order. */
const SITEMAP_KINDS = [
  { path: '/exhibitions', table: 'content_items', changed: 'createdAt', publishedOnly: false },
  { path: '/recognition', table: 'recognition_items', changed: 'createdAt', publishedOnly: false },
  { path: '/shame', table: 'shame_items', changed: 'createdAt', publishedOnly: false },
  { path: '/brain-arsenal', table: 'arsenal_items', changed: 'createdAt', publishedOnly: false },
  { path: '/intelligence', table: 'intelligence_reports', changed: 'updatedAt', publishedOnly: true },
  // Issues of the Dispatch with a web edition: sent, and not members-only (docs/decisions/056).
  { path: '/dispatch', table: 'dispatch_issues', changed: 'updatedAt', publishedOnly: false, webEdition: true },
] as const;
type SitemapKind = (typeof SITEMAP_KINDS)[number];

const kindWhere = (kind: SitemapKind) =>
  'webEdition' in kind
    ? sql`${sql.ref('status')} = ${'sent'} and ${sql.ref('membersOnly')} = ${toFlag(false)}`
    : kind.publishedOnly
      ? sql`${sql.ref('published')} = ${toFlag(true)}`
      : sql`1 = 1`;

/** How many items each kind lists and when the newest changed: one small statement per kind. */
async function sitemapStats(db: DB) {
  return Promise.all(
    SITEMAP_KINDS.map(async (kind) => {
      const { rows } = await rawRead(
        [kind.table],
        sql<{
          n: number | string;
          changed: string | null;
        }>`select count(*) as n, max(${sql.ref(kind.changed)}) as changed from ${sql.table(kind.table)} where ${kindWhere(kind)}`,
      ).execute(db);
      return { kind, count: Number(rows[0]?.n ?? 0), changed: rows[0]?.changed ?? null };
    }),
  );
}

const urlset = (entries: { loc: string; lastmod: string }[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  entries.map((e) => `  <url><loc>${xml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod></url>`).join('\n') +
  '\n</urlset>\n';

/**
 * The sitemap: every public page with a fixed address and every public item, each with its last
 * change. Up to {@link SITEMAP_MAX_URLS} URLs it is one `urlset` (/sitemap.xml); beyond, /sitemap.xml
 * is a `sitemapindex` of /sitemaps/1.xml, /sitemaps/2.xml, ... of at most that many each (docs/decisions/020).
 * `part` asks for one of those (null when there is no such part). Items are read a part at a time.
 */
export async function sitemapXml(db: DB, publicUrl: string, siteDate: string, part?: number): Promise<string | null> {
  const [stats, events] = await Promise.all([sitemapStats(db), eventPages(db)]);
  const eventLastmod = new Map(events.map((e) => [eventPath(e), e.updatedAt]));
  const fixedPages = [...FIXED_PAGES, ...eventLastmod.keys()];
  const total = fixedPages.length + stats.reduce((sum, s) => sum + s.count, 0);
  const parts = Math.max(1, Math.ceil(total / SITEMAP_MAX_URLS));
  const siteNewest = newest(
    stats.map((s) => s.changed),
    siteDate,
  );
  if (part === undefined && parts > 1) {
    return (
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      Array.from(
        { length: parts },
        (_, i) => `  <sitemap><loc>${xml(`${publicUrl}/sitemaps/${i + 1}.xml`)}</loc><lastmod>${day(siteNewest)}</lastmod></sitemap>`,
      ).join('\n') +
      '\n</sitemapindex>\n'
    );
  }
  const current = part ?? 1;
  if (current < 1 || current > parts) return null;
  const from = (current - 1) * SITEMAP_MAX_URLS;
  const to = from + SITEMAP_MAX_URLS;
  const entries: { loc: string; lastmod: string }[] = [];
  fixedPages.forEach((path, i) => {
    if (i < from || i >= to) return;
    const list = stats.find((s) => s.kind.path === path);
    const lastmod = path === '/' ? siteNewest : list ? newest([list.changed], siteDate) : (eventLastmod.get(path) ?? siteDate);
    entries.push({ loc: `${publicUrl}${path === '/' ? '/' : path}`, lastmod: day(lastmod) });
  });
  let at = fixedPages.length;
  for (const { kind, count } of stats) {
    const start = Math.max(from, at);
    const end = Math.min(to, at + count);
    if (start < end) {
      // Ordered by id: without ORDER BY each database answers in an order of its own.
      const { rows } = await rawRead(
        [kind.table],
        sql<{
          id: number;
          changed: string;
        }>`select id, ${sql.ref(kind.changed)} as changed from ${sql.table(kind.table)} where ${kindWhere(kind)} order by id limit ${end - start} offset ${start - at}`,
      ).execute(db);
      for (const row of rows) entries.push({ loc: `${publicUrl}${kind.path}/${row.id}`, lastmod: day(row.changed) });
    }
    at += count;
  }
  return urlset(entries);
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /admin-login',
    'Disallow: /api/admin/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const FEED_ITEMS = 20;

/**
 * RSS 2.0: the newest exhibitions, published intelligence reports and Dispatch issues with a web
 * edition (docs/decisions/061: dated by the start of their sending), descriptions as plain text.
 */
export async function feedXml(db: DB, publicUrl: string): Promise<string> {
  const [content, reports, issues] = await Promise.all([
    db
      .selectFrom('content_items')
      .select(['id', 'title', 'description', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(FEED_ITEMS)
      .execute(),
    db
      .selectFrom('intelligence_reports')
      .select(['id', 'title', 'summary', 'createdAt', 'published'])
      .where('published', '=', toFlag(true))
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(FEED_ITEMS)
      .execute(),
    newestWebEditions(db, FEED_ITEMS),
  ]);
  const items = [
    ...content.map((c) => ({
      title: c.title,
      link: `${publicUrl}/exhibitions/${c.id}`,
      date: c.createdAt,
      text: truncateText(c.description, 300),
    })),
    ...reports
      .filter((r) => fromFlag(r.published))
      .map((r) => ({ title: r.title, link: `${publicUrl}/intelligence/${r.id}`, date: r.createdAt, text: truncateText(r.summary, 300) })),
    ...issues.map((i) => ({
      title: i.subject,
      link: `${publicUrl}${dispatchIssuePath(i.id)}`,
      date: i.publishedAt,
      text: truncateText(i.body, 300),
    })),
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

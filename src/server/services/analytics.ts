import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { pageViewInput } from '~/shared/schemas/analytics';
import { isStaffPath, STAFF_PATH_PREFIXES } from '~/shared/analytics';
import type { Context } from '../context';
import { type SqlBool, sql } from 'kysely';
import type { DB } from '../db/database';

// D10: the salt lives only in memory and changes every UTC day, so visitor keys cannot be
// linked across days and no raw IP or cookie is ever stored.
let salt = { day: '', value: '' };
function dailySalt(day: string): string {
  if (salt.day !== day) salt = { day, value: randomBytes(32).toString('hex') };
  return salt.value;
}

export function visitorKey(ip: string, userAgent: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  return createHash('sha256')
    .update(`${dailySalt(day)}|${ip}|${userAgent}`)
    .digest('hex')
    .slice(0, 32);
}

/** Records one page view unless the visitor asked not to be tracked (DNT or GPC). */
export async function recordPageView(
  ctx: Pick<Context, 'db' | 'client' | 'throttle'>,
  input: z.output<typeof pageViewInput>,
): Promise<{ recorded: boolean }> {
  if (ctx.client.doNotTrack) return { recorded: false };
  // The staff's own visits are not the club's audience (issue 44); the client does not send them either.
  if (isStaffPath(input.path)) return { recorded: false };
  // A runaway client cannot flood the table: beyond 120 views a minute they are dropped.
  if ((await ctx.throttle(`pageview:${ctx.client.ip}`, { max: 120, windowMs: 60_000 })) > 0) return { recorded: false };
  await ctx.db
    .insertInto('page_views')
    .values({
      // Already a path of this site, without query or fragment (pageViewInput).
      path: input.path,
      referrer: input.referrer ?? null,
      visitorKey: visitorKey(ctx.client.ip, ctx.client.userAgent),
      createdAt: new Date().toISOString(),
    })
    .execute();
  return { recorded: true };
}

const ANALYTICS_DAYS = 30;
const TOP_PAGES = 10;

type DailyViews = { day: string; views: number; visitors: number };
type AdminAnalytics = {
  days: DailyViews[];
  topPages: { path: string; views: number }[];
  totalViews: number;
  /** Sum of daily distinct visitors: visitor keys rotate daily (D10), so days cannot be joined. */
  totalVisitorDays: number;
};

const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/** Views recorded before staff pages were left out (issue 44) are not summarised either. */
const visitorPages = sql<SqlBool>`not (${sql.join(
  STAFF_PATH_PREFIXES.map((prefix) => sql`lower("path") = ${prefix} or lower("path") like ${`${prefix}/%`}`),
  sql` or `,
)})`;

/**
 * D10: views per day for the last 30 days (UTC days, today included, empty days as zero) and
 * the most viewed pages over the same period, from the first-party `page_views` table.
 */
export async function analyticsSummary(db: DB, now = new Date()): Promise<AdminAnalytics> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (ANALYTICS_DAYS - 1)));
  const since = start.toISOString();
  const perDay = await db
    .selectFrom('page_views')
    .select([
      sql<string>`substr("createdAt", 1, 10)`.as('day'),
      sql<number>`count(*)`.as('views'),
      sql<number>`count(distinct "visitorKey")`.as('visitors'),
    ])
    .where('createdAt', '>=', since)
    .where(visitorPages)
    .groupBy(sql`substr("createdAt", 1, 10)`)
    .execute();
  const byDay = new Map(perDay.map((r) => [r.day, r]));
  const days: DailyViews[] = [];
  for (let i = 0; i < ANALYTICS_DAYS; i++) {
    const day = dayKey(new Date(start.getTime() + i * 86_400_000));
    const row = byDay.get(day);
    days.push({ day, views: Number(row?.views ?? 0), visitors: Number(row?.visitors ?? 0) });
  }
  const topPages = await db
    .selectFrom('page_views')
    .select(['path', sql<number>`count(*)`.as('views')])
    .where('createdAt', '>=', since)
    .where(visitorPages)
    .groupBy('path')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('path', 'asc')
    .limit(TOP_PAGES)
    .execute();
  return {
    days,
    topPages: topPages.map((p) => ({ path: p.path, views: Number(p.views) })),
    totalViews: days.reduce((s, d) => s + d.views, 0),
    totalVisitorDays: days.reduce((s, d) => s + d.visitors, 0),
  };
}

import { sql } from 'kysely';
import type { DB } from '../db/database';

export const ANALYTICS_DAYS = 30;
const TOP_PAGES = 10;

export type DailyViews = { day: string; views: number; visitors: number };
export type AdminAnalytics = {
  days: DailyViews[];
  topPages: { path: string; views: number }[];
  totalViews: number;
  /** Sum of daily distinct visitors: visitor keys rotate daily (D10), so days cannot be joined. */
  totalVisitorDays: number;
};

const dayKey = (d: Date) => d.toISOString().slice(0, 10);

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

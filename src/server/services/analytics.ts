import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { pageViewInput } from '../../shared/schemas/analytics';
import type { Context } from '../context';

// D10: the salt lives only in memory and changes every UTC day, so visitor keys cannot be
// linked across days and no raw IP or cookie is ever stored.
let salt = { day: '', value: '' };
function dailySalt(day: string): string {
  if (salt.day !== day) salt = { day, value: randomBytes(32).toString('hex') };
  return salt.value;
}

export function visitorKey(ip: string, userAgent: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10);
  return createHash('sha256').update(`${dailySalt(day)}|${ip}|${userAgent}`).digest('hex').slice(0, 32);
}

/** Records one page view unless the visitor asked not to be tracked (DNT or GPC). */
export async function recordPageView(
  ctx: Pick<Context, 'db' | 'client' | 'limiter'>,
  input: z.output<typeof pageViewInput>,
): Promise<{ recorded: boolean }> {
  if (ctx.client.doNotTrack) return { recorded: false };
  // A runaway client cannot flood the table: beyond 120 views a minute they are dropped.
  if (ctx.limiter.hit(`pageview:${ctx.client.ip}`, 120, 60_000) > 0) return { recorded: false };
  await ctx.db
    .insertInto('page_views')
    .values({
      path: input.path.split('?')[0].split('#')[0] || '/',
      referrer: input.referrer ?? null,
      visitorKey: visitorKey(ctx.client.ip, ctx.client.userAgent),
      createdAt: new Date().toISOString(),
    })
    .execute();
  return { recorded: true };
}

import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../helpers/admin-session';

const { admin, db } = useAdminTestApp({ rateLimitWritesPerMinute: 1000 });

describe('admin analytics', () => {
  it('summarises page views for 30 days and top pages', async () => {
    const today = new Date();
    const day = (offset: number) => new Date(today.getTime() - offset * 86400_000).toISOString();
    await db()
      .insertInto('page_views')
      .values([
        { path: '/', visitorKey: 'a', createdAt: day(0) },
        { path: '/', visitorKey: 'a', createdAt: day(0) },
        { path: '/exhibitions', visitorKey: 'b', createdAt: day(0) },
        { path: '/shame', visitorKey: 'c', createdAt: day(3) },
        { path: '/too-old', visitorKey: 'd', createdAt: day(40) },
      ])
      .execute();
    const res = await admin('GET', '/api/admin/analytics');
    expect(res.json.days).toHaveLength(30);
    expect(res.json.days[29]).toMatchObject({ day: today.toISOString().slice(0, 10), views: 3, visitors: 2 });
    expect(res.json.days[26]).toMatchObject({ views: 1, visitors: 1 });
    expect(res.json.totalViews).toBe(4);
    expect(res.json.topPages[0]).toEqual({ path: '/', views: 2 });
    expect(res.json.topPages.map((p: { path: string }) => p.path)).not.toContain('/too-old');
  });
});

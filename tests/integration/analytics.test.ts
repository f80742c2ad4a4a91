import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../helpers/admin-session';
import { injectJson } from '../helpers/test-app';

const { t, admin, db, count } = useAdminTestApp({ rateLimitWritesPerMinute: 1000 });

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

// Issue 44: the staff's own visits to the panel and its login were counted, and /admin ranked
// above the home page. Staff pages are neither recorded nor, if recorded before, summarised.
describe('staff pages in analytics', () => {
  const record = (path: string) =>
    injectJson(t.app, 'POST', '/trpc/public.analytics.recordView', { path, referrer: 'http://localhost:3000/' });
  const STAFF = ['/admin', '/admin?tab=payments', '/admin/', '/admin/payments', '/ADMIN', '/admin-login', '/admin-login?reset=abc'];

  it('does not record a view of /admin, its tabs or /admin-login', async () => {
    const before = await count('page_views');
    for (const path of STAFF) {
      const res = await record(path);
      expect(res.status, path).toBe(200);
      expect(res.json.result.data, path).toEqual({ recorded: false });
    }
    expect(await count('page_views')).toBe(before);
    // A public page next door is still recorded, with a name that only starts like a staff one.
    for (const path of ['/', '/administration-of-brains']) expect((await record(path)).json.result.data).toEqual({ recorded: true });
    expect(await count('page_views')).toBe(before + 2);
  });

  it('leaves staff pages recorded before out of the days and the top pages', async () => {
    await db().deleteFrom('page_views').execute();
    const now = new Date().toISOString();
    await db()
      .insertInto('page_views')
      .values([
        ...['/admin', '/admin', '/admin', '/admin/x', '/Admin', '/admin-login'].map((path) => ({
          path,
          visitorKey: 'staff',
          createdAt: now,
        })),
        { path: '/', visitorKey: 'v', createdAt: now },
        { path: '/administration-of-brains', visitorKey: 'v', createdAt: now },
      ])
      .execute();
    const res = await admin('GET', '/api/admin/analytics');
    expect(res.json.topPages).toEqual([
      { path: '/', views: 1 },
      { path: '/administration-of-brains', views: 1 },
    ]);
    expect(res.json.totalViews).toBe(2);
    expect(res.json.days[29]).toMatchObject({ views: 2, visitors: 1 });
  });
});

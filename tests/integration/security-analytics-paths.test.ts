import { describe, expect, it } from 'vitest';
import { useAdminTestApp } from '../helpers/admin-session';
import { injectJson } from '../helpers/test-app';

// Issue 38, item 7: anyone may record a page view, and the Owner's analytics tab showed each top
// path as a link, so `recordView {path: "//evil.example/login"}` planted a link to another site
// (a protocol-relative address) in the Owner's panel. Only paths of this site are stored now
// (docs/decisions/038); the tab shows a path as a link only when it is one (analytics-tab's test).

const { t, admin, count } = useAdminTestApp({ rateLimitWritesPerMinute: 10_000 });

const record = (path: string) => injectJson(t.app, 'POST', '/trpc/public.analytics.recordView', { path });

const FOREIGN = [
  '//evil.example/login',
  '///evil.example/login',
  '/\\evil.example/login',
  '/\\/evil.example',
  '/\t/evil.example/login',
  '/\n/evil.example/login',
  '/x\\..\\..\\evil',
  'https://evil.example/login',
  'javascript:alert(1)',
  ' //evil.example',
  `/${'a'.repeat(600)}`,
];

describe('analytics paths', () => {
  it('refuses a path that is not one of this site, with a 400, and stores nothing', async () => {
    const before = await count('page_views');
    for (const path of FOREIGN) {
      const res = await record(path);
      expect(res.status, JSON.stringify(path)).toBe(400);
    }
    expect(await count('page_views')).toBe(before);
  });

  it("stores a site path without its query or fragment, and the Owner's top pages hold only such paths", async () => {
    expect((await record('/exhibitions?utm_source=x#top')).status).toBe(200);
    expect((await record('/shame')).status).toBe(200);
    const summary = await admin('GET', '/api/admin/analytics');
    const paths = summary.json.topPages.map((p: { path: string }) => p.path);
    expect(paths).toEqual(expect.arrayContaining(['/exhibitions', '/shame']));
    for (const path of paths) expect(path).toMatch(/^\/(?![/\\])[^\\\s]*$/);
  });
});

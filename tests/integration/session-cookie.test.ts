import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../helpers/admin-session';
import { server } from '../helpers/server-under-test';
import { useTestApp } from '../helpers/test-app';

// Issue 39 item 7: a staff login answers one Set-Cookie per cookie, the session's once, through
// every door (the REST row and tRPC). Both dialects (the `postgres` Vitest project).

const { t } = useTestApp({ rateLimitWritesPerMinute: 100_000 });

async function loginThrough(url: string): Promise<string[]> {
  await server.createOrResetAdmin(t.app.services.db, ADMIN_EMAIL, ADMIN_PASSWORD);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
    payload: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    remoteAddress: '10.210.0.1',
  });
  expect(res.statusCode, res.body).toBe(200);
  return [res.headers['set-cookie'] ?? []].flat().map(String);
}

const named = (cookies: string[], name: string) => cookies.filter((c) => c.startsWith(`${name}=`));

describe('the session cookie at login', () => {
  for (const url of ['/api/admin/login', '/trpc/admin.auth.login']) {
    it(`is set exactly once through ${url}, and no cookie is repeated`, async () => {
      const cookies = await loginThrough(url);
      expect(named(cookies, 'bac_admin_session')).toHaveLength(1);
      const names = cookies.map((c) => c.split('=')[0]);
      expect(names).toEqual([...new Set(names)]);
    });
  }
});

import type { FastifyInstance } from 'fastify';
import { createOrResetAdmin } from '../../src/server/services/admin-accounts';
import { injectJson } from './test-app';

export const ADMIN_EMAIL = 'keeper@club.example';
export const ADMIN_PASSWORD = 'a-very-long-password';

/** Creates the administrator (if needed), logs in and returns the Cookie header to send. */
export async function adminCookie(app: FastifyInstance, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
  await createOrResetAdmin(app.services.db, email, password);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
    payload: JSON.stringify({ email, password }),
    // Its own address, so throttling tests elsewhere never block the helper.
    remoteAddress: '10.99.99.99',
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const setCookie = [res.headers['set-cookie']].flat().find((c) => String(c).startsWith('bac_admin_session='));
  if (!setCookie) throw new Error('no session cookie');
  return String(setCookie).split(';')[0];
}

/** A JSON request with the admin's cookie and the site's Origin. */
export function adminRequest(app: FastifyInstance, cookie: string) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}) =>
    injectJson(app, method, url, body, { cookie, ...headers });
}

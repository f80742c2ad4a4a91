import type { FastifyInstance } from 'fastify';
import { createOrResetAdmin } from '../../src/server/services/admin-accounts';
import type { AppConfig } from '../../src/server/config';
import type { Method } from './api-types';
import { expect } from 'vitest';
import { idOf, injectJson, type Lazy, useTestApp } from './test-app';

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
  return <M extends Method, U extends string>(method: M, url: U, body?: unknown, headers: Record<string, string> = {}) =>
    injectJson(app, method, url, body, { cookie, ...headers });
}

/**
 * A test file's own app on a fresh database (useTestApp) with a signed-in administrator:
 * `admin(...)` sends with the admin's cookie.
 */
export function useAdminTestApp(overrides: Lazy<Partial<AppConfig>> = {}, env: Lazy<Record<string, string>> = {}) {
  let cookie = '';
  const made = useTestApp(overrides, env, async ({ app }) => {
    cookie = await adminCookie(app);
  });
  const admin = <M extends Method, U extends string>(method: M, url: U, body?: unknown, headers?: Record<string, string>) =>
    adminRequest(made.t.app, cookie)(method, url, body, headers);
  return { ...made, admin, cookie: () => cookie };
}

/**
 * useAdminTestApp serving the server-rendered pages of the built client (`npm test` builds it
 * first), with room for many writes: `page(url, headers)` GETs one.
 */
export function useBuiltClientApp() {
  const made = useAdminTestApp({ client: 'dist', rateLimitWritesPerMinute: 10_000 });
  const page = (url: string, headers: Record<string, string> = {}) => made.t.app.inject({ method: 'GET', url, headers });
  return { ...made, page };
}

/**
 * An exhibition made through the admin API (a 201), its description and category filled in
 * unless given; answers its id.
 */
export async function createExhibition(
  admin: ReturnType<typeof adminRequest>,
  title: string,
  more: { description?: string; category?: string } = {},
): Promise<number> {
  const made = await admin('POST', '/api/admin/content', { title, description: '<p>x</p>', type: 'exhibition', category: 'C', ...more });
  expect(made.status).toBe(201);
  return idOf(made.json);
}

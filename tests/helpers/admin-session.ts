import type { FastifyInstance } from 'fastify';
import { server } from './server-under-test';
import type { AppConfig } from '~/server/config';
import type { Method } from './api-types';
import { expect } from 'vitest';
import type { z } from 'zod';
import type { arsenalCreateInput } from '~/shared/schemas/arsenal';
import type { contentCreateInput } from '~/shared/schemas/content';
import type { intelligenceCreateInput } from '~/shared/schemas/intelligence';
import type { recognitionCreateInput } from '~/shared/schemas/recognition';
import type { shameCreateInput } from '~/shared/schemas/shame';
import { injectJson, type Lazy, useTestApp } from './test-app';

export const ADMIN_EMAIL = 'keeper@club.example';
export const ADMIN_PASSWORD = 'a-very-long-password';

/** Creates the administrator (if needed), logs in and returns the Cookie header to send. */
export async function adminCookie(app: FastifyInstance, email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<string> {
  await server.createOrResetAdmin(app.services.db, email, password);
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
 * A body the admin API accepts for each catalogue: its form's required fields (part 2 section 5),
 * typed by the shared create schemas. A test spreads one and spells out only the fields it is about.
 */
export const validItem = {
  content: { title: 'T', description: '<p>x</p>', type: 'exhibition', category: 'C' },
  recognition: { title: 'T', company: 'Co', description: 'D', category: 'C' },
  shame: { title: 'T', description: 'D', category: 'C', example: 'E' },
  arsenal: { title: 'T', description: 'D', category: 'C', content: 'x', type: 'prompt' },
  intelligence: { title: 'T', summary: 'S', content: '<p>x</p>', sourceTitle: 'Source', sourceUrl: 'https://example.com' },
} satisfies CreateBodies;

/** What each catalogue's create accepts. */
export type CreateBodies = {
  content: z.input<typeof contentCreateInput>;
  recognition: z.input<typeof recognitionCreateInput>;
  shame: z.input<typeof shameCreateInput>;
  arsenal: z.input<typeof arsenalCreateInput>;
  intelligence: z.input<typeof intelligenceCreateInput>;
};

/** An item made through the admin API (a 201) from the catalogue's valid body with `more` over it; answers the item. */
export async function createItem<K extends keyof CreateBodies>(
  admin: ReturnType<typeof adminRequest>,
  kind: K,
  more: Partial<CreateBodies[K]> = {},
) {
  const made = await admin('POST', `/api/admin/${kind}`, { ...validItem[kind], ...more });
  expect(made.status).toBe(201);
  return made.json;
}

/** An exhibition made through the admin API (a 201), its description and category filled in unless given; answers its id. */
export async function createExhibition(
  admin: ReturnType<typeof adminRequest>,
  title: string,
  more: { description?: string; category?: string } = {},
): Promise<number> {
  return (await createItem(admin, 'content', { title, ...more })).id;
}

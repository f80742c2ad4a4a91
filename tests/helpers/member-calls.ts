import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { goodCard } from './payments';
import { linkTokenFor } from './link-token';
import type { TestApp } from './test-app';

/**
 * A member's door through the app as a browser uses it (docs/decisions/054): tRPC calls from a
 * client address the test names, with the site's Origin and the cookies the browser holds.
 */
export const SITE = 'http://localhost:3000';
export type MemberCall = {
  status: number;
  data: Record<string, unknown>;
  error?: string;
  reason?: string;
  cookies: string[];
  headers: Record<string, unknown>;
};
export type From = { cookie?: string; ip?: string; origin?: string | null };

export function memberCalls(app: () => FastifyInstance, defaultIp = '10.210.0.1') {
  async function call(path: string, input?: unknown, from: From & { query?: boolean } = {}): Promise<MemberCall> {
    const origin = from.origin === undefined ? SITE : from.origin;
    const res = await app().inject({
      method: from.query ? 'GET' : 'POST',
      url: from.query
        ? `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`
        : `/trpc/${path}`,
      headers: {
        ...(origin && { origin }),
        ...(!from.query && { 'content-type': 'application/json' }),
        ...(from.cookie && { cookie: from.cookie }),
      },
      ...(!from.query && { payload: JSON.stringify(input ?? {}) }),
      remoteAddress: from.ip ?? defaultIp,
    });
    const cookies = [res.headers['set-cookie'] ?? []].flat().map((c) => String(c).split(';')[0]);
    const json = res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {};
    const result = json.result as { data?: Record<string, unknown> } | undefined;
    const error = json.error as { message?: string; data?: { reason?: string } } | undefined;
    return {
      status: res.statusCode,
      data: result?.data ?? {},
      error: error?.message,
      reason: error?.data?.reason,
      cookies,
      headers: res.headers,
    };
  }
  return { call };
}

/** The member cookie a sign-in set (`bac_member_session=...`), or undefined. */
export const memberCookieOf = (a: { cookies: string[] }) => a.cookies.find((c) => c.startsWith('bac_member_session=') && !c.endsWith('='));

/** A demo checkout from start to success, as a visitor pays (the payer becomes a member, docs/decisions/028); answers the payment row. */
export async function payAsVisitor(app: FastifyInstance, email: string, firstName: string, membershipType = 'full') {
  const post = async (url: string, body: unknown) => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { origin: SITE, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, json: JSON.parse(res.body) as Record<string, unknown> };
  };
  const created = await post('/api/create-payment-intent', { membershipType });
  expect(created.status).toBe(200);
  const clientSecret = String(created.json.clientSecret);
  expect((await post('/api/update-payment-intent', { clientSecret, email, firstName })).status).toBe(200);
  const confirmed = await post('/api/demo-payments/confirm', { clientSecret, ...goodCard });
  expect(confirmed.json.status).toBe('succeeded');
  const paymentIntentId = String(created.json.paymentIntentId);
  return app.services.db.selectFrom('payments').selectAll().where('stripePaymentIntentId', '=', paymentIntentId).executeTakeFirstOrThrow();
}

/** The code and link token of the newest member letter of `kind` to `recipient`, as the worker puts them in at sending. */
export async function letterSecret(t: Pick<TestApp, 'app' | 'config' | 'dataDir'>, recipient: string, kind = 'member-sign-in') {
  const sealed = await linkTokenFor(t, recipient, kind);
  const [code, link] = sealed.split('.');
  return { code, link };
}

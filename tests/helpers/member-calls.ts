import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { goodCard } from './payments';
import { linkTokenFor } from './link-token';
import { type Call, SITE, setCookies, trpcResult } from './staff-calls';
import type { TestApp } from './test-app';

export { SITE };

export type MemberCall = Call & { headers: Record<string, unknown> };
export type From = { cookie?: string; ip?: string; origin?: string | null };

/**
 * A member's door through the app as a browser uses it (docs/decisions/054): tRPC calls from a
 * client address the test names, with the site's Origin and the cookies the browser holds.
 */
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
    const json = res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {};
    return { status: res.statusCode, ...trpcResult(json), cookies: setCookies(res.headers), headers: res.headers };
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

/**
 * Network addresses `10.<block>.x.y`, a new one at each call: every request of a test its own, so
 * the per-address throttles never meet; each file takes a block of its own.
 */
export function freshIps(block: number): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `10.${block}.${Math.floor(n / 250)}.${n % 250}`;
  };
}

/** Signs in by the code from the letter, each request from a fresh address; answers the member cookie. */
export async function signInByCode(
  t: Pick<TestApp, 'app' | 'config' | 'dataDir'>,
  call: ReturnType<typeof memberCalls>['call'],
  email: string,
  freshIp: () => string,
): Promise<string> {
  expect((await call('account.requestCode', { email }, { ip: freshIp() })).status).toBe(200);
  const { code } = await letterSecret(t, email);
  const cookie = memberCookieOf(await call('account.verifyCode', { email, code }, { ip: freshIp() }));
  if (!cookie) throw new Error('no member cookie');
  return cookie;
}

/** The code and link token of the newest member letter of `kind` to `recipient`, as the worker puts them in at sending. */
export async function letterSecret(t: Pick<TestApp, 'app' | 'config' | 'dataDir'>, recipient: string, kind = 'member-sign-in') {
  const sealed = await linkTokenFor(t, recipient, kind);
  const [code, link] = sealed.split('.');
  return { code, link };
}

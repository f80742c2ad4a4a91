import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { DB } from '~/server/db/database';
import { createOrResetAdmin } from '~/server/services/admin-accounts';
import type { SoftwarePasskey } from './software-passkey';

/**
 * Staff sign-in through the app as a browser does it (tRPC and /api), for the security tests of
 * docs/decisions/026 and 036: answers the status, the data or the error (message and reason), and
 * the cookies set.
 */
export const SITE = 'http://localhost:3000';

export type Call = {
  status: number;
  data: Record<string, unknown>;
  error?: string;
  reason?: string;
  cookies: string[];
};

export type Options = { cookie?: string; ip?: string };

/** The cookies an answer sets, each as `name=value` (what a browser sends back). */
export const setCookies = (headers: OutgoingHttpHeaders): string[] =>
  [headers['set-cookie'] ?? []].flat().map((c) => String(c).split(';')[0]);

/** A tRPC answer's body: its data (empty when none), or its error's message and reason. */
export function trpcResult(json: Record<string, unknown>): Pick<Call, 'data' | 'error' | 'reason'> {
  const result = json.result as { data?: Record<string, unknown> } | undefined;
  const error = json.error as { message?: string; data?: { reason?: string } } | undefined;
  return { data: result?.data ?? {}, error: error?.message, reason: error?.data?.reason };
}

/** Each request comes from `opts.ip`, else from `defaultIp`: a file of tests keeps its addresses apart from its throttles' others. */
export function staffCalls(app: () => FastifyInstance, defaultIp = '10.200.0.1') {
  async function send(method: 'GET' | 'POST', url: string, body: unknown, opts: Options = {}) {
    const res = await app().inject({
      method,
      url,
      headers: {
        origin: SITE,
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...(opts.cookie && { cookie: opts.cookie }),
      },
      ...(body !== undefined && { payload: JSON.stringify(body) }),
      remoteAddress: opts.ip ?? defaultIp,
    });
    const json = res.body ? (JSON.parse(res.body) as Record<string, unknown>) : {};
    return { status: res.statusCode, json, cookies: setCookies(res.headers), retryAfter: Number(res.headers['retry-after'] ?? 0) };
  }

  /** A tRPC call (a query when `query`). */
  async function call(path: string, input?: unknown, opts: Options & { query?: boolean } = {}): Promise<Call> {
    const res = opts.query
      ? await send(
          'GET',
          `/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
          undefined,
          opts,
        )
      : await send('POST', `/trpc/${path}`, input ?? {}, opts);
    return { status: res.status, ...trpcResult(res.json), cookies: res.cookies };
  }

  const login = async (body: Record<string, string>, opts: Options = {}): Promise<Call> => {
    const res = await send('POST', '/api/admin/login', body, opts);
    return { status: res.status, data: res.json, error: res.json.error as string | undefined, cookies: res.cookies };
  };

  return { send, call, login };
}

const cookieNamed = (cookies: string[], name: string) => cookies.find((c) => c.startsWith(`${name}=`) && !c.endsWith('='));
export const sessionOf = (a: { cookies: string[] }) => cookieNamed(a.cookies, 'bac_admin_session');
export const deviceOf = (a: { cookies: string[] }) => cookieNamed(a.cookies, 'bac_admin_device');
/** The cookies of a browser: its session and its remembered-device cookie. */
export const browser = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join('; ');

const idOf = async (db: DB, email: string) =>
  (await db.selectFrom('admin_users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/** Gives the account an authenticator app directly in the database; answers a maker of codes, each for a step of its own. */
export async function storedTotp(db: DB, email: string) {
  const secret = new Secret({ size: 20 }).base32;
  const adminUserId = await idOf(db, email);
  await db.insertInto('admin_totp').values({ adminUserId, secret, confirmedAt: new Date().toISOString() }).execute();
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  // A code is good once, and only one step ahead is accepted: forget the last use before each.
  return async () => {
    await db.updateTable('admin_totp').set({ lastStep: null }).where('adminUserId', '=', adminUserId).execute();
    return totp.generate();
  };
}

/** Registers a software passkey for the account directly in the database (as a finished registration leaves it). */
export async function storedPasskey(db: DB, email: string, passkey: SoftwarePasskey, name = 'Software passkey') {
  await db
    .insertInto('admin_passkeys')
    .values({ id: passkey.id, adminUserId: await idOf(db, email), publicKey: passkey.cosePublicKey, transports: 'internal', name })
    .execute();
}

/** An account made as admin:create makes it (no second factor). */
export async function staffAccount(db: DB, email: string, password = 'quill-marmalade-lantern-42') {
  await createOrResetAdmin(db, email, password);
  return { email, password, id: await idOf(db, email) };
}

/** Signs in with a passkey, as the login page does; answers the call. */
export async function passkeySignIn(calls: ReturnType<typeof staffCalls>, passkey: SoftwarePasskey, opts: Options = {}): Promise<Call> {
  const options = await calls.call('admin.auth.passkeyOptions', undefined, opts);
  expect(options.status).toBe(200);
  const response = passkey.assert(options.data as { challenge: string; rpId?: string }, SITE);
  return calls.call('admin.auth.passkeyLogin', { response }, opts);
}

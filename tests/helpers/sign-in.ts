import { Secret, TOTP } from 'otpauth';
import type { TestApp } from './test-app';
import { type Options, staffCalls } from './staff-calls';
import { server } from './server-under-test';
import { confirmTotp, startTotp } from '~/server/services/admin-second-factor';

/**
 * Staff sign-in through the app as a browser does it (docs/decisions/026): each request from the
 * client address a test names (`remoteAddress`), with the site's Origin and the cookies it carries.
 */

type From = Options;

export function signInClient(t: TestApp) {
  const { send } = staffCalls(() => t.app, '10.250.0.1');
  /** POST /api/admin/login. */
  const login = (body: { email: string; password: string; code?: string }, from: From = {}) => send('POST', '/api/admin/login', body, from);
  /** A tRPC mutation (POST /trpc/<path>). */
  const mutate = (path: string, input: unknown, from: From = {}) => send('POST', `/trpc/${path}`, input ?? {}, from);
  const me = (cookie: string | undefined) => send('GET', '/api/admin/me', undefined, { cookie });
  return { send, login, mutate, me };
}

export { deviceOf, sessionOf, browser as browserCookie } from './staff-calls';

/**
 * A staff account with an authenticator app and recovery codes, set up through the service (so
 * the secret is stored as the app stores it). `code()` is a right code for now: each use spends
 * its 30-second step, so it first lets the current step be used again (tests cannot wait).
 */
export async function accountWithTotp(t: TestApp, email: string, password = 'quill-marmalade-lantern-42') {
  const db = t.app.services.db;
  const { id } = await server.createOrResetAdmin(db, email, password);
  const { secret } = await startTotp(db, id, email, t.app.services.secrets);
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
  const recoveryCodes = await confirmTotp(db, id, email, totp.generate(), t.app.services.secrets);
  const code = async () => {
    await db.updateTable('admin_totp').set({ lastStep: null }).where('adminUserId', '=', id).execute();
    return totp.generate();
  };
  /** A 6-digit code that is not one of the three the server accepts now. */
  const wrongCode = () => {
    const near = [-30_000, 0, 30_000].map((ms) => totp.generate({ timestamp: Date.now() + ms }));
    for (let n = 0; ; n++) {
      const candidate = String(n).padStart(6, '0');
      if (!near.includes(candidate)) return candidate;
    }
  };
  return { id, email, password, recoveryCodes, code, wrongCode };
}

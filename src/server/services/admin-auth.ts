import type { z } from 'zod';
import type { adminLoginInput } from '../../shared/schemas/admin-auth';
import { adminAuth } from '../auth/session';
import type { Context } from '../context';
import { tooManyRequests, unauthorized } from '../errors';
import { verifyAdminCredentials } from './admin-accounts';

/** D20: 5 failed logins per 15 minutes, counted per client address and per email. */
export const LOGIN_FAILURE_LIMIT = 5;
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const INVALID_LOGIN = 'Invalid email or password';

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

export async function login(ctx: Context, input: z.output<typeof adminLoginInput>): Promise<{ email: string }> {
  const email = input.email.toLowerCase();
  const keys = [`admin-login:ip:${ctx.client.ip}`, `admin-login:email:${email}`];
  const wait = Math.max(...keys.map((k) => ctx.limiter.blockedFor(k, LOGIN_FAILURE_LIMIT)));
  if (wait > 0) {
    ctx.reply.header('retry-after', String(wait));
    throw tooManyRequests(
      `Too many failed login attempts. Please wait ${minutes(wait)} minute${minutes(wait) === 1 ? '' : 's'} before trying again.`,
    );
  }
  const admin = await verifyAdminCredentials(ctx.db, email, input.password);
  if (!admin) {
    for (const key of keys) ctx.limiter.hit(key, LOGIN_FAILURE_LIMIT, LOGIN_WINDOW_MS);
    throw unauthorized(INVALID_LOGIN);
  }
  // A success clears the email's count; the address keeps its own so one good account
  // cannot be used to reset the counter while guessing at others.
  ctx.limiter.reset(keys[1]);
  await adminAuth(ctx.db, ctx.config).signIn(ctx.reply, admin.id);
  return { email: admin.email };
}

export async function logout(ctx: Context & { session: { sessionId: string } }): Promise<{ ok: true; message: string }> {
  await adminAuth(ctx.db, ctx.config).signOut(ctx.reply, ctx.session.sessionId);
  return { ok: true, message: 'Logged out successfully' };
}

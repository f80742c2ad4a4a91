import { decoyHash, hashPassword, passwordProblem, verifyPassword } from '../auth/passwords';
import type { AppConfig } from '../config';
import type { DB } from '../db/database';
import { normaliseEmail } from '~/shared/schemas/fields';
import type { MailDeps } from './mail';
import { noticePasswordChanged } from './admin-notices';
import { hasConfirmedTotp, unusedRecoveryCodes } from './admin-second-factor';

export class AdminAccountError extends Error {}

/**
 * D19: creates an admin, or resets the password of an existing one. Used by `npm run admin:create`
 * and by ADMIN_EMAIL/ADMIN_PASSWORD at start. A reset is the operator's recovery of an account at
 * the console (docs/decisions/036): every session and remembered device ends, and the second factors
 * (passkeys, authenticator app, recovery codes) are removed, so whatever an intruder added no longer
 * signs in; with `mail`, the owner gets a letter saying so.
 */
export async function createOrResetAdmin(
  db: DB,
  email: string,
  password: string,
  options: { mail?: MailDeps } = {},
): Promise<{ created: boolean; id: number }> {
  const address = normaliseEmail(email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address) || address.length > 255) {
    throw new AdminAccountError(`Not a valid email address: ${email}`);
  }
  // The one rule for every staff password (docs/decisions/038): the console is no exception.
  const problem = await passwordProblem(password, [address]);
  if (problem) throw new AdminAccountError(problem);
  const passwordHash = await hashPassword(password);
  const result = await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('admin_users').select(['id', 'email']).where('email', '=', address).executeTakeFirst();
    if (existing) {
      await trx.updateTable('admin_users').set({ passwordHash }).where('id', '=', existing.id).execute();
      const removed = await removeSignInMeans(trx, existing.id);
      if (options.mail) await noticePasswordChanged(trx, options.mail, existing.email, 'console', { ip: null, userAgent: null }, removed);
      return { created: false, id: existing.id };
    }
    const row = await trx
      .insertInto('admin_users')
      .values({ email: address, passwordHash, createdAt: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { created: true, id: row.id };
  });
  if (!result.created) options.mail?.notify();
  return result;
}

/**
 * Ends every session, forgets every remembered device and removes the second factors and pending
 * links of an account (in the caller's transaction); answers the factors removed, as a letter names them.
 */
async function removeSignInMeans(trx: DB, adminUserId: number): Promise<string[]> {
  const passkeys = await trx
    .selectFrom('admin_passkeys')
    .select('name')
    .where('adminUserId', '=', adminUserId)
    .orderBy('createdAt')
    .execute();
  const totp = await hasConfirmedTotp(trx, adminUserId);
  const codes = await unusedRecoveryCodes(trx, adminUserId);
  for (const table of [
    'admin_sessions',
    'admin_devices',
    'admin_passkeys',
    'admin_totp',
    'admin_recovery_codes',
    'admin_auth_tokens',
  ] as const) {
    await trx.deleteFrom(table).where('adminUserId', '=', adminUserId).execute();
  }
  return [
    ...passkeys.map((p) => `A passkey (${p.name})`),
    ...(totp ? ['The authenticator app'] : []),
    ...(codes > 0 ? [`${codes} unused recovery code${codes === 1 ? '' : 's'}`] : []),
  ];
}

/** D19: ADMIN_EMAIL + ADMIN_PASSWORD create an admin at start when none exists. */
export async function ensureAdminFromConfig(db: DB, config: AppConfig): Promise<boolean> {
  if (!config.admin) return false;
  const any = await db.selectFrom('admin_users').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  try {
    await createOrResetAdmin(db, config.admin.email, config.admin.password);
  } catch (error) {
    if (error instanceof AdminAccountError) throw new AdminAccountError(`ADMIN_EMAIL, ADMIN_PASSWORD: ${error.message}`);
    // Another process starting at the same moment on the same database created it first
    // (docs/scale-out.md): its insert won the unique email, and this one has nothing to do.
    const created = await db
      .selectFrom('admin_users')
      .select('id')
      .where('email', '=', normaliseEmail(config.admin.email))
      .executeTakeFirst();
    if (created) return false;
    throw error;
  }
  return true;
}

/** The admin for these credentials, or null. Unknown emails cost the same time as known ones. */
export async function verifyAdminCredentials(db: DB, email: string, password: string): Promise<{ id: number; email: string } | null> {
  const admin = await db
    .selectFrom('admin_users')
    .select(['id', 'email', 'passwordHash'])
    .where('email', '=', normaliseEmail(email))
    .executeTakeFirst();
  if (!admin) {
    await verifyPassword(await decoyHash(), password);
    return null;
  }
  return (await verifyPassword(admin.passwordHash, password)) ? { id: admin.id, email: admin.email } : null;
}

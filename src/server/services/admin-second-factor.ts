import { randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { type SecretBox, secretLabel, SecretUnreadable } from '../auth/secret-box';
import { randomToken, sha256 } from '../auth/session';
import type { AppConfig } from '../config';
import type { DB } from '../db/database';
import type { AdminTokenPurpose, Row } from '../db/schema';
import { badRequest, unavailable } from '../errors';
import { assertionCounter, expectedBy, relyingParty, transportsOf, webAuthn } from './webauthn';

/**
 * Second factors of staff accounts (docs/decisions/026): TOTP (RFC 6238, with `otpauth`),
 * recovery codes (shown once, stored as SHA-256) and WebAuthn passkeys (SimpleWebAuthn).
 */

const ISSUER = 'Brain Appreciation Club';
const CHALLENGE_MS = 5 * 60_000;
const RECOVERY_CODES = 10;

// Loaded with the first second-factor step, not at start: the WebAuthn, TOTP and QR libraries are
// about 10 MB of heap that only staff sign-ins use.
const otpauth = () => import('otpauth');

const totpFor = async (secret: string, label: string) => {
  const { Secret, TOTP } = await otpauth();
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
};

/**
 * The stored TOTP secret, opened (docs/decisions/037). One this server's key cannot open (a database
 * restored without its key, a damaged row) is a clear 503, not a wrong code.
 */
function totpSecret(secrets: SecretBox, stored: string, adminUserId: number): string {
  try {
    return secrets.open(stored, secretLabel.totp(adminUserId));
  } catch (error) {
    if (!(error instanceof SecretUnreadable)) throw error;
    throw unavailable(
      "The authenticator app's secret cannot be read with this server's secrets key (SECRETS_KEY or DATA_DIR/secrets.key). " +
        'Sign in with a recovery code or a passkey, and tell whoever runs the server.',
    );
  }
}

/** Whether the account has a confirmed authenticator app (a secret set up but never confirmed is none). */
export async function hasConfirmedTotp(db: DB, adminUserId: number): Promise<boolean> {
  const totp = await db
    .selectFrom('admin_totp')
    .select('adminUserId')
    .where('adminUserId', '=', adminUserId)
    .where('confirmedAt', 'is not', null)
    .executeTakeFirst();
  return Boolean(totp);
}

/** How many of the account's recovery codes are still unused. */
export async function unusedRecoveryCodes(db: DB, adminUserId: number): Promise<number> {
  const { n } = await db
    .selectFrom('admin_recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('adminUserId', '=', adminUserId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** Whether the account has a second factor (a confirmed TOTP secret or a passkey). */
export async function hasSecondFactor(db: DB, adminUserId: number): Promise<boolean> {
  if (await hasConfirmedTotp(db, adminUserId)) return true;
  const passkey = await db.selectFrom('admin_passkeys').select('id').where('adminUserId', '=', adminUserId).executeTakeFirst();
  return Boolean(passkey);
}

/**
 * Checks a 6-digit TOTP code or a recovery code, and spends it: a TOTP step is accepted once (a
 * conditional UPDATE, so two requests with one code cannot both pass), a recovery code once.
 */
export async function useSecondFactorCode(db: DB, adminUserId: number, email: string, code: string, secrets: SecretBox): Promise<boolean> {
  const cleaned = code.replace(/[\s-]/g, '');
  if (/^\d{6}$/.test(cleaned)) {
    const row = await db
      .selectFrom('admin_totp')
      .select(['secret'])
      .where('adminUserId', '=', adminUserId)
      .where('confirmedAt', 'is not', null)
      .executeTakeFirst();
    if (!row) return false;
    const delta = (await totpFor(totpSecret(secrets, row.secret, adminUserId), email)).validate({ token: cleaned, window: 1 });
    if (delta === null) return false;
    const step = Math.floor(Date.now() / 30_000) + delta;
    const result = await db
      .updateTable('admin_totp')
      .set({ lastStep: step })
      .where('adminUserId', '=', adminUserId)
      .where((eb) => eb.or([eb('lastStep', 'is', null), eb('lastStep', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
  if (/^[a-z2-7]{16}$/i.test(cleaned)) {
    const result = await db
      .updateTable('admin_recovery_codes')
      .set({ usedAt: new Date().toISOString() })
      .where('adminUserId', '=', adminUserId)
      .where('codeHash', '=', sha256(cleaned.toLowerCase()))
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
  return false;
}

/** Starts (or restarts) TOTP enrolment: a new unconfirmed secret, its otpauth:// URI and a QR code (SVG data URL). */
export async function startTotp(
  db: DB,
  adminUserId: number,
  email: string,
  secrets: SecretBox,
): Promise<{ secret: string; uri: string; qrSvg: string }> {
  const secret = new (await otpauth()).Secret({ size: 20 }).base32;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('admin_totp').where('adminUserId', '=', adminUserId).where('confirmedAt', 'is', null).execute();
    const confirmed = await trx.selectFrom('admin_totp').select('adminUserId').where('adminUserId', '=', adminUserId).executeTakeFirst();
    if (confirmed) throw badRequest('An authenticator app is already set up: remove it first to set up another.');
    await trx
      .insertInto('admin_totp')
      .values({ adminUserId, secret: secrets.seal(secret, secretLabel.totp(adminUserId)) })
      .execute();
  });
  const uri = (await totpFor(secret, email)).toString();
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, uri, qrSvg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Confirms TOTP enrolment with a first code; answers the recovery codes, shown this once. `within`
 * runs in the same transaction (the audit entry and the owner's letter, docs/decisions/036).
 */
export async function confirmTotp(
  db: DB,
  adminUserId: number,
  email: string,
  code: string,
  secrets: SecretBox,
  within: (trx: DB) => Promise<void> = async () => {},
): Promise<string[]> {
  const row = await db.selectFrom('admin_totp').select(['secret', 'confirmedAt']).where('adminUserId', '=', adminUserId).executeTakeFirst();
  if (!row || row.confirmedAt) throw badRequest('Start setting up the authenticator app first.');
  const delta = (await totpFor(totpSecret(secrets, row.secret, adminUserId), email)).validate({
    token: code.replace(/\s/g, ''),
    window: 1,
  });
  if (delta === null) throw badRequest('That code is not right: check the time on your device and try the current code.');
  const step = Math.floor(Date.now() / 30_000) + delta;
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('admin_totp')
      .set({ confirmedAt: new Date().toISOString(), lastStep: step })
      .where('adminUserId', '=', adminUserId)
      .execute();
    const codes = await newRecoveryCodes(trx, adminUserId);
    await within(trx);
    return codes;
  });
}

/** Replaces the account's recovery codes with 10 new ones (80 bits each), answered once and stored hashed. */
export async function newRecoveryCodes(db: DB, adminUserId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODES }, () => base32(randomBytes(10)));
  await db.deleteFrom('admin_recovery_codes').where('adminUserId', '=', adminUserId).execute();
  await db
    .insertInto('admin_recovery_codes')
    .values(codes.map((code) => ({ adminUserId, codeHash: sha256(code) })))
    .execute();
  return codes.map((code) => `${code.slice(0, 8)}-${code.slice(8)}`);
}

/** Removes the authenticator app and its recovery codes (call inside the caller's transaction). */
export async function removeTotp(db: DB, adminUserId: number): Promise<void> {
  await db.deleteFrom('admin_totp').where('adminUserId', '=', adminUserId).execute();
  await db.deleteFrom('admin_recovery_codes').where('adminUserId', '=', adminUserId).execute();
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

// --- WebAuthn ---

/** What a passkey's answer must match (webauthn.ts), with a challenge issued for `purpose` (and account). */
const expected = (db: DB, config: AppConfig, purpose: AdminTokenPurpose, adminUserId: number | null) =>
  expectedBy(config, (challenge) => spendChallenge(db, purpose, challenge, adminUserId));

/** Stores a challenge for one use within 5 minutes. */
async function storeChallenge(db: DB, purpose: AdminTokenPurpose, challenge: string, adminUserId: number | null): Promise<void> {
  await db.deleteFrom('admin_auth_tokens').where('expiresAt', '<=', new Date().toISOString()).execute();
  await db
    .insertInto('admin_auth_tokens')
    .values({ tokenHash: sha256(challenge), purpose, adminUserId, expiresAt: new Date(Date.now() + CHALLENGE_MS).toISOString() })
    .execute();
}

/** Spends a stored challenge: true once, if it was issued for this purpose (and account) and has not expired. */
async function spendChallenge(db: DB, purpose: AdminTokenPurpose, challenge: string, adminUserId: number | null): Promise<boolean> {
  let query = db
    .deleteFrom('admin_auth_tokens')
    .where('tokenHash', '=', sha256(challenge))
    .where('purpose', '=', purpose)
    .where('expiresAt', '>', new Date().toISOString());
  if (adminUserId !== null) query = query.where('adminUserId', '=', adminUserId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function passkeyRegistrationOptions(db: DB, config: AppConfig, adminUserId: number, email: string) {
  const existing = await db.selectFrom('admin_passkeys').select(['id', 'transports']).where('adminUserId', '=', adminUserId).execute();
  const options = await (
    await webAuthn()
  ).generateRegistrationOptions({
    rpName: ISSUER,
    rpID: relyingParty(config).rpID,
    userName: email,
    userID: new TextEncoder().encode(`admin:${adminUserId}`),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports ? p.transports.split(',') : undefined })),
    // A passkey: kept on the authenticator (so sign-in needs no email) and verified by PIN or biometrics.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(db, 'passkey-register', options.challenge, adminUserId);
  // Only credProps is asked for; said plainly so the answer's type survives JSON (no binary PRF inputs).
  return { ...options, extensions: { credProps: true } };
}

export async function registerPasskey(db: DB, config: AppConfig, adminUserId: number, name: string, response: RegistrationResponseJSON) {
  const verification = await (
    await webAuthn()
  )
    .verifyRegistrationResponse({ response, ...expected(db, config, 'passkey-register', adminUserId) })
    .catch(() => null);
  if (!verification?.verified) throw badRequest('The passkey could not be verified. Please try again.');
  const { credential } = verification.registrationInfo;
  await db
    .insertInto('admin_passkeys')
    .values({
      id: credential.id,
      adminUserId,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      name,
    })
    .execute();
}

export async function passkeySignInOptions(db: DB, config: AppConfig) {
  // No allowCredentials: the authenticator offers the passkeys it holds for this site.
  const options = await (await webAuthn()).generateAuthenticationOptions({ rpID: relyingParty(config).rpID, userVerification: 'required' });
  await storeChallenge(db, 'passkey-sign-in', options.challenge, null);
  return { ...options, extensions: undefined };
}

/** Verifies a passkey assertion; answers the account it signs in, or null. */
export async function verifyPasskey(db: DB, config: AppConfig, response: AuthenticationResponseJSON): Promise<number | null> {
  const passkey = await db.selectFrom('admin_passkeys').selectAll().where('id', '=', response.id).executeTakeFirst();
  if (!passkey) return null;
  const verified = await checkAssertion(db, config, passkey, response, expected(db, config, 'passkey-sign-in', null).expectedChallenge);
  return verified ? passkey.adminUserId : null;
}

/**
 * The options for an assertion by one of the account's own passkeys, to confirm it is its owner
 * (docs/decisions/036); the caller keeps the challenge (on the session) and spends it in `verifyOwnPasskey`.
 */
export async function ownPasskeyOptions(db: DB, config: AppConfig, adminUserId: number) {
  const passkeys = await db.selectFrom('admin_passkeys').select(['id', 'transports']).where('adminUserId', '=', adminUserId).execute();
  if (passkeys.length === 0) throw badRequest('This account has no passkey: confirm with your password and a code instead.');
  const options = await (
    await webAuthn()
  ).generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    userVerification: 'required',
    allowCredentials: passkeys.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
  });
  return { ...options, extensions: undefined };
}

/** Whether `response` is an assertion by one of the account's passkeys answering a challenge `spend` accepts (and spends). */
export async function verifyOwnPasskey(
  db: DB,
  config: AppConfig,
  adminUserId: number,
  response: AuthenticationResponseJSON,
  spend: (challenge: string) => Promise<boolean>,
): Promise<boolean> {
  const passkey = await db
    .selectFrom('admin_passkeys')
    .selectAll()
    .where('id', '=', response.id)
    .where('adminUserId', '=', adminUserId)
    .executeTakeFirst();
  return passkey ? checkAssertion(db, config, passkey, response, spend) : false;
}

/** Verifies an assertion by a stored passkey (this site, a verified user, the challenge); moves its counter on. */
async function checkAssertion(
  db: DB,
  config: AppConfig,
  passkey: Row<'admin_passkeys'>,
  response: AuthenticationResponseJSON,
  expectedChallenge: (challenge: string) => Promise<boolean>,
): Promise<boolean> {
  const counter = await assertionCounter(config, passkey, response, expectedChallenge);
  if (counter === null) return false;
  await db.updateTable('admin_passkeys').set({ counter, lastUsedAt: new Date().toISOString() }).where('id', '=', passkey.id).execute();
  return true;
}

/** A token for a link (password reset): the value to send and the row's key. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomToken();
  return { token, tokenHash: sha256(token) };
}

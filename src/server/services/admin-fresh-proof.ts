import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { FRESH_PROOF_MINUTES } from '~/shared/fresh-proof';
import { verifyPassword } from '../auth/passwords';
import { sha256 } from '../auth/session';
import type { AdminSession, Context } from '../context';
import { type DB, inTransaction } from '../db/database';
import { badRequest, forbidden, FreshProofRequired } from '../errors';
import { countAttempt } from './admin-auth';
import { hasSecondFactor, ownPasskeyOptions, useSecondFactorCode, verifyOwnPasskey } from './admin-second-factor';
import { auditActor, recordAudit } from './audit-log';

/**
 * Fresh proof of identity (docs/decisions/036, the "sudo" window of the large code hosts). A
 * session alone does not change how its account signs in: adding or removing a passkey or the
 * authenticator app, renewing the recovery codes, changing the password and ending the other
 * sessions need a confirmation of identity (the password, and the current second factor when the
 * account has one) made in this session within the last 10 minutes. The window is kept on the
 * session row, so every process that reads the session agrees on it.
 */
const WINDOW_MS = FRESH_PROOF_MINUTES * 60_000;
const CHALLENGE_MS = 5 * 60_000;

const PROOF_NEEDED =
  'Please confirm it is you first: enter your password again, and your second factor if you have one. It stays confirmed for 10 minutes.';

/**
 * Until when the session may make such changes, or null. A confirmation opens the window; a session
 * that ADMIN_REQUIRE_2FA sent to set up its first factor (level `enrol`) was made by a password
 * verified at its start, which counts for its first 10 minutes: there is no second factor to ask for yet.
 */
export async function freshProofUntil(db: DB, session: AdminSession): Promise<Date | null> {
  const row = await db
    .selectFrom('admin_sessions')
    .select(['proofUntil', 'level', 'createdAt'])
    .where('id', '=', sha256(session.sessionId))
    .executeTakeFirst();
  if (!row) return null;
  const ends = [row.proofUntil ? Date.parse(row.proofUntil) : 0, row.level === 'enrol' ? Date.parse(row.createdAt) + WINDOW_MS : 0];
  const until = Math.max(...ends.map((t) => (Number.isFinite(t) ? t : 0)));
  return until > Date.now() ? new Date(until) : null;
}

/** Throws the 403 that asks for proof (with its machine-readable reason) unless the session's window is open. */
export async function requireFreshProof(db: DB, session: AdminSession): Promise<void> {
  if (!(await freshProofUntil(db, session))) throw new FreshProofRequired(PROOF_NEEDED);
}

/** A challenge for confirming with one of the account's passkeys: one per session (a new one replaces it), for 5 minutes. */
export async function confirmIdentityOptions(db: DB, config: Context['config'], session: AdminSession) {
  const options = await ownPasskeyOptions(db, config, session.adminUserId);
  await db
    .updateTable('admin_sessions')
    .set({ proofChallenge: sha256(options.challenge), proofChallengeUntil: new Date(Date.now() + CHALLENGE_MS).toISOString() })
    .where('id', '=', sha256(session.sessionId))
    .execute();
  return options;
}

/** Spends this session's passkey challenge: true once, if it is the one issued and still live. */
async function spendChallenge(db: DB, session: AdminSession, challenge: string): Promise<boolean> {
  const result = await db
    .updateTable('admin_sessions')
    .set({ proofChallenge: null, proofChallengeUntil: null })
    .where('id', '=', sha256(session.sessionId))
    .where('proofChallenge', '=', sha256(challenge))
    .where('proofChallengeUntil', '>', new Date().toISOString())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type IdentityProof = { password: string; code?: string; passkey?: AuthenticationResponseJSON };

/**
 * Confirms the session's owner: the password, and the second factor when the account has one (a
 * TOTP or recovery code, spent; or an assertion by one of its passkeys). Each attempt is counted
 * before anything is checked, per account and per address (5 in 15 minutes, as sign-in), so a
 * stolen session cannot guess at the password or the codes. Opens the window for 10 minutes.
 */
export async function confirmIdentity(
  deps: Pick<Context, 'db' | 'config' | 'loginThrottle' | 'secrets'>,
  session: AdminSession,
  clientIp: string,
  proof: IdentityProof,
): Promise<{ until: string }> {
  const { db } = deps;
  const secondFactor = await hasSecondFactor(db, session.adminUserId);
  // Not a guess: the form is incomplete (the session's owner can see which factors the account has).
  if (secondFactor && !proof.code && !proof.passkey) {
    throw badRequest('This account has a second factor: enter a code from your authenticator app or a recovery code, or use your passkey.');
  }
  const ipKey = `admin-login:ip:${clientIp}`;
  const accountKey = `admin-proof:${session.adminUserId}`;
  await countAttempt(deps, [ipKey, accountKey]);
  const account = await db.selectFrom('admin_users').select('passwordHash').where('id', '=', session.adminUserId).executeTakeFirstOrThrow();
  // The password first: a wrong one spends neither a code nor a passkey challenge.
  let proved = await verifyPassword(account.passwordHash, proof.password);
  if (proved && secondFactor) {
    proved = proof.passkey
      ? await verifyOwnPasskey(db, deps.config, session.adminUserId, proof.passkey, (challenge) => spendChallenge(db, session, challenge))
      : await useSecondFactorCode(db, session.adminUserId, session.email, proof.code ?? '', deps.secrets);
  }
  if (!proved) {
    deps.loginThrottle.noteFailure();
    await recordAudit(db, auditActor(session, clientIp), { kind: 'session', action: 'identity-confirm-failed' });
    throw forbidden(secondFactor ? 'The password or the second factor is not right.' : 'The password is not right.');
  }
  const until = new Date(Date.now() + WINDOW_MS).toISOString();
  // The window and its entry together: neither is kept without the other.
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('admin_sessions')
      .set({ proofUntil: until, proofChallenge: null, proofChallengeUntil: null })
      .where('id', '=', sha256(session.sessionId))
      .execute();
    await recordAudit(trx, auditActor(session, clientIp), { kind: 'session', action: 'identity-confirm' });
  });
  await Promise.all([deps.loginThrottle.reset(accountKey), deps.loginThrottle.refund(ipKey)]);
  return { until };
}

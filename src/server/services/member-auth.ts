import { randomInt, timingSafeEqual } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { normaliseEmail } from '~/shared/schemas/fields';
import { randomToken, sha256 } from '../auth/session';
import { endMemberSession, endMemberSessions, type MemberSession, startMemberSession } from '../auth/member-session';
import type { Context } from '../context';
import { type DB, inTransaction } from '../db/database';
import type { MemberChallengePurpose, MemberCodePurpose } from '../db/schema';
import { badRequest, conflict, Throttled, unauthorized } from '../errors';
import { queueMail } from './mail';
import { memberCodeMail, memberSignInMail, noMembershipMail } from './mail/member-letters';
import { memberEmail } from './members';
import { assertionCounter, expectedBy, relyingParty, transportsOf, webAuthn } from './webauthn';

/**
 * A member's sign-in (docs/decisions/054-members-door.md): no password. The member types their
 * address and receives a letter with a 6-digit code and a single-use link, both good once for 10
 * minutes and stored only as a keyed hash (the code) and a SHA-256 (the link's 256-bit token), the
 * letter's copy in the outbox holding neither (sealed apart until sent, docs/decisions/037). An
 * address without a membership is answered the same, with the same work done (a row stored, a
 * letter queued: it tells the address's owner there is no membership), so neither the answer nor
 * its timing says who is a member. After a sign-in a passkey can be added; it then signs in alone.
 *
 * Throttles, each counted before anything is checked (the login throttle's atomic upsert, docs/decisions/026):
 * - asking for a code: 10 per 15 minutes per network address (then 429), and at most 3 letters per
 *   15 minutes per address (beyond, the same answer and no letter, so nobody can flood a mailbox);
 * - using a code: 5 per 15 minutes per address (every code of it) and 10 per network address (then
 *   429), and a code is spent after 5 wrong tries; a link or passkey: 10 per network address.
 */

const MEMBER_CODE_MS = 10 * 60_000;
const WINDOW_MS = 15 * 60_000;
const REQUESTS_PER_NETWORK_ADDRESS = 10;
const LETTERS_PER_ADDRESS = 3;
const GUESSES_PER_ADDRESS = 5;
const GUESSES_PER_NETWORK_ADDRESS = 10;
const TRIES_PER_CODE = 5;
const PASSKEY_CHALLENGES_PER_ADDRESS = 10;
const PASSKEY_CHALLENGES_LIVE_MAX = 10_000;
const CHALLENGE_MS = 5 * 60_000;

const WRONG_CODE = 'That code is not right, or it has been used or has expired. Please check the letter, or ask for a new code.';
const WRONG_LINK = 'This link has been used or has expired. Please ask for a new code on this page.';
const WRONG_PASSKEY = 'That passkey did not sign you in. Please sign in with a code from a letter instead.';

export type MemberAuthDeps = Pick<Context, 'db' | 'config' | 'loginThrottle' | 'mail' | 'secrets' | 'now'>;
type Client = { ip: string; userAgent: string };

const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** Counts one attempt on every key (before anything is checked); throws 429 when any is over its limit. */
async function count(deps: MemberAuthDeps, limits: [key: string, limit: number][], what: string): Promise<void> {
  const waits = await Promise.all(limits.map(([key, limit]) => deps.loginThrottle.hit(key, limit, WINDOW_MS)));
  const wait = Math.max(...waits);
  if (wait > 0) {
    const m = minutes(wait);
    throw new Throttled(`Too many ${what}. Please wait ${m} minute${m === 1 ? '' : 's'} before trying again.`, wait);
  }
}

/** The code's keyed hash: bound to the address and purpose, so a code is worth nothing for another. */
const codeHash = (deps: Pick<MemberAuthDeps, 'secrets'>, email: string, purpose: MemberCodePurpose, code: string) =>
  deps.secrets.mac(`${purpose}:${email}:${code}`, 'member-code');

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Six digits, uniformly drawn. */
const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The answer to a code request, the same for every address. */
const codeSentMessage = (email: string) =>
  `A letter is on its way to ${email} with a code and a link to sign in (both work once, for 10 minutes). ` +
  'If the address holds no membership, the letter says so. Nothing in your inbox after a few minutes? Check the address and ask again.';

/** Asks for a sign-in code. The same answer, and the same work, whether or not the address holds a membership. */
export async function requestSignInCode(deps: MemberAuthDeps, client: Client, rawEmail: string): Promise<{ ok: true; message: string }> {
  const email = normaliseEmail(rawEmail);
  await count(deps, [[`member-code:ip:${client.ip}`, REQUESTS_PER_NETWORK_ADDRESS]], 'requests for a code from this network');
  const answer = { ok: true as const, message: codeSentMessage(email) };
  // Beyond the allowance the answer is the same and no letter goes (the letters sent still work).
  if ((await deps.loginThrottle.hit(`member-code:email:${email}`, LETTERS_PER_ADDRESS, WINDOW_MS)) > 0) return answer;
  const now = deps.now();
  const code = newCode();
  const linkToken = randomToken();
  const expiresAt = new Date(now.getTime() + MEMBER_CODE_MS).toISOString();
  await inTransaction(deps.db, async (trx) => {
    // Spent and expired codes are kept a day (the throttles' windows are shorter), then go: they hold an address.
    await trx
      .deleteFrom('member_codes')
      .where('expiresAt', '<', new Date(now.getTime() - 86_400_000).toISOString())
      .execute();
    const member = memberEmail(email)
      ? await trx.selectFrom('members').select(['id', 'email', 'firstName']).where('email', '=', email).executeTakeFirst()
      : undefined;
    const row = await trx
      .insertInto('member_codes')
      .values({
        email,
        purpose: 'sign-in',
        memberId: member?.id ?? null,
        codeHash: codeHash(deps, email, 'sign-in', code),
        linkHash: sha256(linkToken),
        expiresAt,
        createdAt: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const letter = member
      ? memberSignInMail(deps.mail.settings, member, row.id, { code, linkToken, expiresAt })
      : noMembershipMail(deps.mail.settings, email, row.id);
    await queueMail(trx, deps.mail, [letter]);
  });
  deps.mail.notify();
  return answer;
}

/** Spends every live sign-in code of a member's address (one sign-in uses them all). */
async function spendSignInCodes(db: DB, email: string, now: Date): Promise<void> {
  await db
    .updateTable('member_codes')
    .set({ usedAt: now.toISOString() })
    .where('email', '=', email)
    .where('purpose', '=', 'sign-in')
    .where('usedAt', 'is', null)
    .execute();
}

/**
 * Checks a code of `purpose` sent to `email` and spends it (a conditional update: two requests with
 * one code cannot both pass). A wrong code counts a try on every live code of the address; at 5 tries a code is spent.
 */
async function useCode(
  deps: MemberAuthDeps,
  email: string,
  purpose: MemberCodePurpose,
  code: string,
  memberId: number | null,
): Promise<{ id: number; memberId: number | null; newEmail: string | null } | null> {
  const now = deps.now().toISOString();
  let live = deps.db
    .selectFrom('member_codes')
    .select(['id', 'memberId', 'codeHash', 'newEmail'])
    .where('email', '=', email)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .where('attempts', '<', TRIES_PER_CODE);
  if (memberId !== null) live = live.where('memberId', '=', memberId);
  const rows = await live.execute();
  const hash = codeHash(deps, email, purpose, code);
  const match = rows.find((r) => sameHash(r.codeHash, hash));
  if (!match) {
    // A wrong code costs a try on every live code of this address and purpose.
    const tried = rows.map((r) => r.id);
    if (tried.length > 0) {
      await deps.db
        .updateTable('member_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', tried)
        .execute();
    }
    return null;
  }
  const spent = await deps.db
    .updateTable('member_codes')
    .set({ usedAt: now })
    .where('id', '=', match.id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1 ? match : null;
}

/** The member a code or link signs in, if it still exists. */
const memberById = (db: DB, id: number) =>
  db.selectFrom('members').select(['id', 'email', 'firstName']).where('id', '=', id).executeTakeFirst();

/** Signs in with the code from the letter; answers the session's Set-Cookie value. */
export async function verifySignInCode(deps: MemberAuthDeps, client: Client, rawEmail: string, code: string): Promise<string> {
  const email = normaliseEmail(rawEmail);
  const emailKey = `member-verify:email:${email}`;
  await count(
    deps,
    [
      [`member-verify:ip:${client.ip}`, GUESSES_PER_NETWORK_ADDRESS],
      [emailKey, GUESSES_PER_ADDRESS],
    ],
    'codes tried',
  );
  const used = await useCode(deps, email, 'sign-in', code, null);
  const member = used?.memberId ? await memberById(deps.db, used.memberId) : undefined;
  // An address without a membership has codes too: they never sign in, and say so as a wrong code does.
  if (!member) throw unauthorized(WRONG_CODE);
  // The member's own success gives its hit back; others' wrong guesses stay counted.
  await deps.loginThrottle.refund(emailKey);
  return signIn(deps, member.id, member.email, client);
}

/** Signs in with the letter's link (its token); answers the session's Set-Cookie value. */
export async function useSignInLink(deps: MemberAuthDeps, client: Client, token: string): Promise<string> {
  await count(deps, [[`member-verify:ip:${client.ip}`, GUESSES_PER_NETWORK_ADDRESS]], 'sign-in attempts from this network');
  const now = deps.now().toISOString();
  const spent = await deps.db
    .updateTable('member_codes')
    .set({ usedAt: now })
    .where('linkHash', '=', sha256(token))
    .where('purpose', '=', 'sign-in')
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['memberId'])
    .executeTakeFirst();
  const member = spent?.memberId ? await memberById(deps.db, spent.memberId) : undefined;
  if (!member) throw unauthorized(WRONG_LINK);
  return signIn(deps, member.id, member.email, client);
}

async function signIn(deps: MemberAuthDeps, memberId: number, email: string, client: Client): Promise<string> {
  const now = deps.now();
  return inTransaction(deps.db, async (trx) => {
    await spendSignInCodes(trx, email, now);
    return startMemberSession(trx, deps.config, memberId, client, now);
  });
}

/** Ends this session. */
export const signOutMember = (db: DB, member: MemberSession) => endMemberSession(db, member.sessionId);

/** Ends every session of the member, this one included. */
export const signOutMemberEverywhere = (db: DB, member: MemberSession) => endMemberSessions(db, member.memberId);

// --- Codes for a signed-in member: fresh proof, and a new address -----------------------------------

/** Sends a code to the member's address (before a download or erasure) or to a new one (an address change). */
export async function sendMemberCode(
  deps: MemberAuthDeps,
  member: MemberSession,
  purpose: 'fresh-proof' | 'address-change',
  rawNewEmail?: string,
): Promise<{ ok: true; message: string }> {
  const to = purpose === 'address-change' ? normaliseEmail(rawNewEmail ?? '') : member.email;
  if (purpose === 'address-change') {
    if (!memberEmail(to)) throw badRequest('Please enter a valid email address');
    if (to === member.email) throw badRequest('That is the address your letters go to already.');
  }
  await count(deps, [[`member-own-code:${member.memberId}`, LETTERS_PER_ADDRESS]], 'codes asked for');
  const now = deps.now();
  const code = newCode();
  const expiresAt = new Date(now.getTime() + MEMBER_CODE_MS).toISOString();
  await inTransaction(deps.db, async (trx) => {
    const named = await trx.selectFrom('members').select('firstName').where('id', '=', member.memberId).executeTakeFirst();
    const row = await trx
      .insertInto('member_codes')
      .values({
        email: member.email,
        purpose,
        memberId: member.memberId,
        codeHash: codeHash(deps, member.email, purpose, code),
        newEmail: purpose === 'address-change' ? to : null,
        expiresAt,
        createdAt: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queueMail(trx, deps.mail, [
      memberCodeMail(deps.mail.settings, { email: to, firstName: named?.firstName ?? null }, row.id, purpose, { code, expiresAt }),
    ]);
  });
  deps.mail.notify();
  return { ok: true, message: `A letter with a code is on its way to ${to}. The code works once, for 10 minutes.` };
}

/** Checks a member's own code (counted per member, 5 in 15 minutes); answers the spent code's row or throws. */
async function useOwnCode(deps: MemberAuthDeps, member: MemberSession, purpose: 'fresh-proof' | 'address-change', code: string) {
  await count(deps, [[`member-own-verify:${member.memberId}`, GUESSES_PER_ADDRESS]], 'codes tried');
  const used = await useCode(deps, member.email, purpose, code, member.memberId);
  if (!used) throw unauthorized(WRONG_CODE);
  return used;
}

/** A fresh code confirmed: this session may download or erase the member's data for 10 minutes. */
export async function confirmFreshCode(deps: MemberAuthDeps, member: MemberSession, code: string): Promise<{ proofUntil: string }> {
  await useOwnCode(deps, member, 'fresh-proof', code);
  const proofUntil = new Date(deps.now().getTime() + MEMBER_CODE_MS).toISOString();
  await deps.db.updateTable('member_sessions').set({ proofUntil }).where('id', '=', sha256(member.sessionId)).execute();
  return { proofUntil };
}

/**
 * The code sent to the new address, confirmed: the member's letters go there from now on. The
 * member is derived from their payments by address (docs/decisions/028), so the payments move with
 * it, in one transaction; an address that is another member's already is refused (409).
 */
export async function confirmAddressChange(deps: MemberAuthDeps, member: MemberSession, code: string): Promise<{ email: string }> {
  const used = await useOwnCode(deps, member, 'address-change', code);
  const to = used.newEmail;
  if (!to) throw unauthorized(WRONG_CODE);
  return inTransaction(deps.db, async (trx) => {
    const taken = await trx.selectFrom('members').select('id').where('email', '=', to).executeTakeFirst();
    if (taken) throw conflict('That address belongs to another membership. Please write to the Club to join the two.');
    await trx.updateTable('members').set({ email: to, updatedAt: new Date().toISOString() }).where('id', '=', member.memberId).execute();
    await trx.updateTable('payments').set({ email: to }).where('memberId', '=', member.memberId).execute();
    return { email: to };
  });
}

// --- Passkeys (SimpleWebAuthn, as staff's: docs/decisions/026) ---------------------------------------

const RP_NAME = 'The Brain Appreciation Club';

async function storeChallenge(deps: MemberAuthDeps, purpose: MemberChallengePurpose, challenge: string, memberId: number | null) {
  const now = deps.now();
  await deps.db.deleteFrom('member_challenges').where('expiresAt', '<=', now.toISOString()).execute();
  await deps.db
    .insertInto('member_challenges')
    .values({ challengeHash: sha256(challenge), purpose, memberId, expiresAt: new Date(now.getTime() + CHALLENGE_MS).toISOString() })
    .execute();
}

/** Spends a stored challenge: true once, if it was issued for this purpose (and member) and has not expired. */
async function spendChallenge(deps: MemberAuthDeps, purpose: MemberChallengePurpose, challenge: string, memberId: number | null) {
  let query = deps.db
    .deleteFrom('member_challenges')
    .where('challengeHash', '=', sha256(challenge))
    .where('purpose', '=', purpose)
    .where('expiresAt', '>', deps.now().toISOString());
  query = memberId === null ? query.where('memberId', 'is', null) : query.where('memberId', '=', memberId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The options for adding a passkey to the signed-in member. */
export async function memberPasskeyOptions(deps: MemberAuthDeps, member: MemberSession) {
  const existing = await deps.db
    .selectFrom('member_passkeys')
    .select(['id', 'transports'])
    .where('memberId', '=', member.memberId)
    .execute();
  const options = await (
    await webAuthn()
  ).generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: relyingParty(deps.config).rpID,
    userName: member.email,
    // Its own prefix: a member's passkey names a member, never a staff account.
    userID: new TextEncoder().encode(`member:${member.memberId}`),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: transportsOf(p.transports) })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(deps, 'passkey-register', options.challenge, member.memberId);
  return { ...options, extensions: { credProps: true } };
}

/** Adds the passkey the browser made for the options above. */
export async function registerMemberPasskey(
  deps: MemberAuthDeps,
  member: MemberSession,
  name: string,
  response: RegistrationResponseJSON,
): Promise<{ ok: true }> {
  const verification = await (
    await webAuthn()
  )
    .verifyRegistrationResponse({
      response,
      ...expectedBy(deps.config, (challenge) => spendChallenge(deps, 'passkey-register', challenge, member.memberId)),
    })
    .catch(() => null);
  if (!verification?.verified) throw badRequest('The passkey could not be verified. Please try again.');
  const { credential } = verification.registrationInfo;
  await deps.db
    .insertInto('member_passkeys')
    .values({
      id: credential.id,
      memberId: member.memberId,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []).join(','),
      name,
      createdAt: deps.now().toISOString(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return { ok: true };
}

export async function removeMemberPasskey(deps: MemberAuthDeps, member: MemberSession, id: string): Promise<{ removed: number }> {
  const result = await deps.db
    .deleteFrom('member_passkeys')
    .where('id', '=', id)
    .where('memberId', '=', member.memberId)
    .executeTakeFirst();
  return { removed: Number(result.numDeletedRows) };
}

/** The challenge for a passkey sign-in (no address: the authenticator offers its passkeys); throttled per network address and bounded in all. */
export async function memberPasskeySignInOptions(deps: MemberAuthDeps, client: Pick<Client, 'ip'>) {
  await count(deps, [[`member-passkey:ip:${client.ip}`, PASSKEY_CHALLENGES_PER_ADDRESS]], 'passkey sign-ins from this network');
  const live = await deps.db
    .selectFrom('member_challenges')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('purpose', '=', 'passkey-sign-in')
    .where('expiresAt', '>', deps.now().toISOString())
    .executeTakeFirstOrThrow();
  if (Number(live.n) >= PASSKEY_CHALLENGES_LIVE_MAX)
    throw new Throttled('Too many passkey sign-ins are under way. Please try again in a minute.', 60);
  const options = await (
    await webAuthn()
  ).generateAuthenticationOptions({ rpID: relyingParty(deps.config).rpID, userVerification: 'required' });
  await storeChallenge(deps, 'passkey-sign-in', options.challenge, null);
  return { ...options, extensions: undefined };
}

/** Signs in with a member's passkey; answers the session's Set-Cookie value. A staff passkey is no member's (401). */
export async function memberPasskeyLogin(deps: MemberAuthDeps, client: Client, response: AuthenticationResponseJSON): Promise<string> {
  await count(deps, [[`member-verify:ip:${client.ip}`, GUESSES_PER_NETWORK_ADDRESS]], 'sign-in attempts from this network');
  const passkey = await deps.db.selectFrom('member_passkeys').selectAll().where('id', '=', response.id).executeTakeFirst();
  if (!passkey) throw unauthorized(WRONG_PASSKEY);
  const counter = await assertionCounter(deps.config, passkey, response, (challenge) =>
    spendChallenge(deps, 'passkey-sign-in', challenge, null),
  );
  if (counter === null) throw unauthorized(WRONG_PASSKEY);
  const now = deps.now();
  await deps.db.updateTable('member_passkeys').set({ counter, lastUsedAt: now.toISOString() }).where('id', '=', passkey.id).execute();
  const member = await memberById(deps.db, passkey.memberId);
  if (!member) throw unauthorized(WRONG_PASSKEY);
  return startMemberSession(deps.db, deps.config, member.id, client, now);
}

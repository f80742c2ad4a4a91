import { type SecretBox, secretLabel } from '../auth/secret-box';
import { sha256 } from '../auth/session';
import { ConfigError } from '../config';
import { type DB, dialectOf, inTransaction } from '../db/database';
import { LINK_TOKEN_LETTERS, LINK_TOKEN_PLACEHOLDER } from './mail/messages';
import { LINK_EXPIRED } from './mail/outbox';

/**
 * Secrets at rest, at start (docs/decisions/037-secrets-at-rest.md): the database records which
 * key sealed its secrets (its fingerprint, in app_meta), so a server started with another key stops
 * with a clear message instead of failing sign-ins one by one; and what earlier versions stored
 * in clear (TOTP secrets, link tokens in letters) is sealed or withheld.
 */

const KEY_MARK = 'secrets-key';

type KeyCheck = { fingerprint: string; source: string; lostKeyFingerprint: string | null };

/** What the database holds sealed: what a key that cannot open it would lose. */
async function sealedCounts(db: DB) {
  const totp = await db
    .selectFrom('admin_totp')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('secret', 'like', 'v1:%')
    .executeTakeFirstOrThrow();
  const letters = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('secret', 'is not', null)
    .executeTakeFirstOrThrow();
  return { totp: Number(totp.n), letters: Number(letters.n) };
}

/**
 * Checks that this server's key is the one the database's secrets were sealed with; the first
 * start records it. Another key stops the start (ConfigError), unless:
 * - on SQLite (one process, D1) nothing is sealed yet: the new key is simply recorded;
 * - SECRETS_KEY_LOST names the recorded key: what it sealed is given up (TOTP set-ups and their
 *   recovery codes removed, waiting letters' links withdrawn) and this key recorded.
 * On PostgreSQL several processes share the database, so a second key is always refused: each
 * process would seal with its own and fail to read the others'.
 */
export async function checkSecretsKey(db: DB, key: KeyCheck): Promise<'recorded' | 'same' | 'replaced' | 'given-up'> {
  const inserted = await db
    .insertInto('app_meta')
    .values({ key: KEY_MARK, value: key.fingerprint })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return 'recorded';
  const stored = (await db.selectFrom('app_meta').select('value').where('key', '=', KEY_MARK).executeTakeFirstOrThrow()).value;
  if (stored === key.fingerprint) return 'same';
  const replace = (trx: DB) =>
    trx.updateTable('app_meta').set({ value: key.fingerprint }).where('key', '=', KEY_MARK).where('value', '=', stored).execute();

  if (key.lostKeyFingerprint === stored) {
    await inTransaction(db, async (trx) => {
      const lost = trx.selectFrom('admin_totp').select('adminUserId').where('secret', 'like', 'v1:%');
      await trx.deleteFrom('admin_recovery_codes').where('adminUserId', 'in', lost).execute();
      await trx.deleteFrom('admin_totp').where('secret', 'like', 'v1:%').execute();
      await trx
        .updateTable('mail_outbox')
        .set({ secret: null, status: 'failed', lastError: LINK_EXPIRED })
        .where('secret', 'is not', null)
        .where('status', '!=', 'sent')
        .execute();
      await trx.updateTable('mail_outbox').set({ secret: null }).where('secret', 'is not', null).execute();
      await replace(trx);
    });
    return 'given-up';
  }
  const sealed = await sealedCounts(db);
  if (sealed.totp === 0 && sealed.letters === 0 && dialectOf(db) === 'sqlite') {
    await replace(db);
    return 'replaced';
  }
  const postgres = dialectOf(db) === 'postgres';
  throw new ConfigError(
    [
      `SECRETS_KEY: this database's secrets were sealed with another key (fingerprint ${stored}) than this server's (${key.source}, fingerprint ${key.fingerprint}).`,
      `Without it, ${sealed.totp} authenticator app set-up(s) and ${sealed.letters} waiting letter link(s) cannot be read.`,
      postgres
        ? 'Every process on one PostgreSQL database needs the same key: set SECRETS_KEY to that key on each (the first server made it as DATA_DIR/secrets.key).'
        : 'Start with that key: put its file back as DATA_DIR/secrets.key, or set SECRETS_KEY to it.',
      `If that key is lost for good, start once with SECRETS_KEY_LOST=${stored}: the authenticator apps it protected are removed ` +
        '(those staff sign in with their password and any passkey, and set the app up again), and waiting reset and invitation letters are given up.',
    ].join('\n'),
  );
}

/** The token table of each letter with a link, and until when a token is still good there. */
async function linkAliveUntil(db: DB, kind: string, token: string, now: Date): Promise<string | null> {
  const at = now.toISOString();
  if (kind === 'password-reset') {
    const row = await db
      .selectFrom('admin_auth_tokens')
      .select('expiresAt')
      .where('tokenHash', '=', sha256(token))
      .where('purpose', '=', 'password-reset')
      .where('expiresAt', '>', at)
      .executeTakeFirst();
    return row?.expiresAt ?? null;
  }
  const row = await db
    .selectFrom('staff_invitations')
    .select('expiresAt')
    .where('tokenHash', '=', sha256(token))
    .where('acceptedAt', 'is', null)
    .where('expiresAt', '>', at)
    .executeTakeFirst();
  return row?.expiresAt ?? null;
}

/**
 * Seals what earlier versions kept in clear (idempotent: a sealed value has the `v1:` prefix, a
 * withheld letter its placeholder): TOTP secrets, and the link tokens in reset and invitation
 * letters, which are replaced by the placeholder; a letter still waiting keeps its token sealed
 * while the link is alive, and is given up otherwise.
 */
export async function sealClearSecrets(db: DB, secrets: SecretBox, now = new Date()): Promise<{ totp: number; letters: number }> {
  const clearTotp = await db.selectFrom('admin_totp').select(['adminUserId', 'secret']).where('secret', 'not like', 'v1:%').execute();
  for (const row of clearTotp) {
    await db
      .updateTable('admin_totp')
      .set({ secret: secrets.seal(row.secret, secretLabel.totp(row.adminUserId)) })
      .where('adminUserId', '=', row.adminUserId)
      .where('secret', '=', row.secret)
      .execute();
  }
  const kinds = Object.keys(LINK_TOKEN_LETTERS);
  const clearLetters = await db
    .selectFrom('mail_outbox')
    .select(['id', 'kind', 'dedupeKey', 'status', 'text', 'html'])
    .where('kind', 'in', kinds)
    .where('secretExpiresAt', 'is', null)
    .execute();
  let letters = 0;
  for (const row of clearLetters) {
    const token = LINK_TOKEN_LETTERS[row.kind as keyof typeof LINK_TOKEN_LETTERS]?.exec(row.text)?.[1];
    if (!token) continue;
    const withheld = { text: row.text.replaceAll(token, LINK_TOKEN_PLACEHOLDER), html: row.html.replaceAll(token, LINK_TOKEN_PLACEHOLDER) };
    const aliveUntil = row.status === 'sent' ? null : await linkAliveUntil(db, row.kind, token, now);
    await db
      .updateTable('mail_outbox')
      .set(
        aliveUntil
          ? { ...withheld, secret: secrets.seal(token, secretLabel.letter(row.dedupeKey)), secretExpiresAt: aliveUntil }
          : row.status === 'sent'
            ? { ...withheld, secretExpiresAt: now.toISOString() }
            : { ...withheld, secretExpiresAt: now.toISOString(), status: 'failed', lastError: LINK_EXPIRED },
      )
      .where('id', '=', row.id)
      .where('secretExpiresAt', 'is', null)
      .execute();
    letters++;
  }
  return { totp: clearTotp.length, letters };
}

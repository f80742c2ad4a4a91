import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type AppConfig, ConfigError, secretsKeyFromText } from '../config';

/**
 * Secrets the app must read back, kept encrypted (docs/decisions/037-secrets-at-rest.md): TOTP
 * secrets, and a letter's link token until the letter is sent. AES-256-GCM under one key, from
 * SECRETS_KEY or else DATA_DIR/secrets.key (made at first start, 0600). A stored value is
 * `v1:` + base64url(iv 12 bytes | tag 16 bytes | ciphertext); a value without the prefix was stored
 * in clear by an earlier version and is read as it is until the start-up pass seals it.
 */

const VERSION = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SECRETS_KEY_FILE = 'secrets.key';

/** A sealed value that cannot be opened with this key (another key's, or damaged). */
export class SecretUnreadable extends Error {}

export type SecretBox = {
  /**
   * `plain` encrypted under the key, bound to `label` (what the value is and whose, as additional
   * data): a sealed value copied to another row does not open there.
   */
  seal: (plain: string, label: string) => string;
  /** The plain text of a sealed value (a clear one is answered as it is); throws SecretUnreadable. */
  open: (stored: string, label: string) => string;
  /** 16 hex digits naming the key (an HMAC of a fixed text): stored and printed, never the key. */
  fingerprint: string;
  /**
   * An HMAC-SHA256 of `text` (base64url) under a key derived from this one for `purpose`: what the
   * server signs for others to check later (a certificate's number), never a value to open.
   */
  mac: (text: string, purpose: string) => string;
};

/** What a sealed value is bound to. */
export const secretLabel = {
  totp: (adminUserId: number) => `admin_totp:${adminUserId}`,
  letter: (dedupeKey: string) => `mail_outbox:${dedupeKey}`,
};

const isSealed = (stored: string) => stored.startsWith(VERSION);

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('A secrets key is 32 bytes');
  const unreadable = () => new SecretUnreadable("A stored secret cannot be read with this server's secrets key");
  return {
    seal(plain, label) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(label, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(stored, label) {
      if (!isSealed(stored)) return stored;
      const raw = Buffer.from(stored.slice(VERSION.length), 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) throw unreadable();
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES), { authTagLength: TAG_BYTES });
        decipher.setAAD(Buffer.from(label, 'utf8'));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        throw unreadable();
      }
    },
    fingerprint: createHmac('sha256', key).update('brain-appreciation-club secrets key fingerprint').digest('hex').slice(0, 16),
    // A key per purpose: a signature made for one use is worth nothing in another.
    mac: (text, purpose) => {
      const purposeKey = createHmac('sha256', key).update(`brain-appreciation-club mac:${purpose}`).digest();
      return createHmac('sha256', purposeKey).update(text, 'utf8').digest('base64url');
    },
  };
}

type SecretsKey = {
  key: Buffer;
  /** Where it came from, for the messages: 'SECRETS_KEY', or the key file's path. */
  source: string;
  /** Made by this start (first start on this DATA_DIR). */
  created: boolean;
  /** The key file can be read by others than its owner (mode wider than 0600). */
  looseMode: boolean;
};

/** The key the server would use, without making one (the commands that only look): null when there is none yet. */
export function existingSecretsKey(config: Pick<AppConfig, 'dataDir' | 'secrets'>): Buffer | null {
  if (config.secrets.key) return config.secrets.key;
  const file = path.join(config.dataDir, SECRETS_KEY_FILE);
  return fs.existsSync(file) ? secretsKeyFromText(fs.readFileSync(file, 'utf8')) : null;
}

/**
 * The key: SECRETS_KEY when set, else DATA_DIR/secrets.key, made on first start. Made race-free for
 * processes starting together on one DATA_DIR: each writes a file of its own (`wx`, 0600), then
 * hard-links it to the name, which only one link can take; the others read the winner's key.
 */
export function loadSecretsKey(config: Pick<AppConfig, 'dataDir' | 'secrets'>): SecretsKey {
  if (config.secrets.key) return { key: config.secrets.key, source: 'SECRETS_KEY', created: false, looseMode: false };
  const file = path.join(config.dataDir, SECRETS_KEY_FILE);
  let created = false;
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const own = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    fs.writeFileSync(own, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(own, file);
      created = true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(own, { force: true });
    }
  }
  const key = secretsKeyFromText(fs.readFileSync(file, 'utf8'));
  if (!key)
    throw new ConfigError(
      `${file}: not a secrets key (32 bytes in base64, as written at the first start). Put the right file back, or set SECRETS_KEY.`,
    );
  return { key, source: file, created, looseMode: (fs.statSync(file).mode & 0o077) !== 0 };
}

import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { loadSecretsKey, secretBox, SECRETS_KEY_FILE, SecretUnreadable } from './secret-box';

// docs/decisions/037: AES-256-GCM, bound to a label, under SECRETS_KEY or DATA_DIR/secrets.key.
describe('the secret box', () => {
  const box = secretBox(randomBytes(32));

  it('seals with a fresh IV each time and opens only with its key and its label', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP', 'admin_totp:1');
    expect(a).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'admin_totp:1')).not.toBe(a);
    expect(box.open(a, 'admin_totp:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(a, 'admin_totp:2')).toThrow(SecretUnreadable);
    expect(() => secretBox(randomBytes(32)).open(a, 'admin_totp:1')).toThrow(SecretUnreadable);
    expect(() => box.open('v1:AAAA', 'admin_totp:1')).toThrow(SecretUnreadable);
  });

  it('reads a value stored in clear (before the start that seals it) as it is', () => {
    expect(box.open('JBSWY3DPEHPK3PXP', 'admin_totp:1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('has a fingerprint that names the key without giving it', () => {
    const key = randomBytes(32);
    expect(secretBox(key).fingerprint).toMatch(/^[0-9a-f]{16}$/);
    expect(secretBox(key).fingerprint).toBe(secretBox(Buffer.from(key)).fingerprint);
    expect(secretBox(randomBytes(32)).fingerprint).not.toBe(secretBox(key).fingerprint);
  });
});

describe('the key', () => {
  const secrets = { key: null, lostKeyFingerprint: null };

  it('is made once in DATA_DIR, mode 0600, and read back by every later start', () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bac-key-')), 'data');
    try {
      const starts = [1, 2, 3, 4].map(() => loadSecretsKey({ dataDir, secrets }));
      expect(starts.filter((s) => s.created)).toHaveLength(1);
      expect(new Set(starts.map((s) => s.key.toString('hex'))).size).toBe(1);
      const file = path.join(dataDir, SECRETS_KEY_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readdirSync(dataDir)).toEqual([SECRETS_KEY_FILE]);
      expect(loadSecretsKey({ dataDir, secrets }).looseMode).toBe(false);
      fs.chmodSync(file, 0o644);
      expect(loadSecretsKey({ dataDir, secrets }).looseMode).toBe(true);
      fs.writeFileSync(file, 'garbage\n');
      expect(() => loadSecretsKey({ dataDir, secrets })).toThrow(ConfigError);
    } finally {
      fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
    }
  });

  it('comes from SECRETS_KEY when set, and no file is made', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bac-key-'));
    try {
      const key = randomBytes(32);
      expect(loadSecretsKey({ dataDir, secrets: { key, lostKeyFingerprint: null } })).toMatchObject({
        key,
        source: 'SECRETS_KEY',
        created: false,
      });
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('admin passwords (D19)', () => {
  it('hashes with argon2id and verifies', async () => {
    const h = await hashPassword('correct horse battery');
    expect(h.startsWith('$argon2id$')).toBe(true);
    expect(h.length).toBeLessThanOrEqual(255);
    expect(await verifyPassword(h, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(h, 'wrong horse battery')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});

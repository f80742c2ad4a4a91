import { describe, expect, it } from 'vitest';
import { hashPassword, passwordProblem, passwordVerifications, verifyPassword } from './passwords';

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

describe('new passwords (docs/decisions/026, ASVS 6.2)', () => {
  it('refuses short, common and email-made passwords; takes a passphrase', async () => {
    expect(await passwordProblem('short-one')).toMatch(/at least 12 characters/);
    expect(await passwordProblem('password1234')).toMatch(/too easy to guess/);
    expect(await passwordProblem('qwertyuiop123')).toMatch(/too easy to guess/);
    expect(await passwordProblem('keeper@club.example', ['keeper@club.example'])).toMatch(/too easy to guess/);
    expect(await passwordProblem('velvet-orchard-compass-77')).toBeNull();
  });

  it('counts every verification (the seam the throttle tests read)', async () => {
    const h = await hashPassword('correct horse battery');
    const before = passwordVerifications();
    await verifyPassword(h, 'x');
    await verifyPassword('not a hash', 'x');
    expect(passwordVerifications() - before).toBe(2);
  });
});

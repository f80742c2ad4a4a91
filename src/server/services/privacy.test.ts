import { describe, expect, it } from 'vitest';
import { mentionsAddress, withoutTokens } from './privacy';

// docs/decisions/029, "Whole addresses": the rule the privacy tool finds an address by in free text.
describe('mentionsAddress', () => {
  const r = 'r@example.com';

  it('finds the address whole, whatever its case and the punctuation around it', () => {
    for (const text of [
      r,
      'R@Example.COM',
      `Reply to ${r}.`,
      `Ada <${r}>`,
      `{"email":"${r}"}`,
      `admin-login:email:${r}`,
      `admin-login:second-factor:${r}`,
      `mailto:${r}?subject=hi`,
      `(${r}), and more`,
      `${r}\nnext line`,
      `«${r}»`,
      `🙂 ${r}`,
    ]) {
      expect(mentionsAddress(text, r), text).toBe(true);
    }
  });

  it('never finds it inside another address', () => {
    for (const text of [
      'owner@example.com',
      'rr@example.com',
      'x.r@example.com',
      "o'r@example.com",
      'a+r@example.com',
      'a-r@example.com',
      'a_r@example.com',
      'ér@example.com',
      'r@example.com.evil',
      'r@example.com-evil.test',
      'r@example.coma',
      'r@example.com_x',
      'admin-login:email:owner@example.com',
      'x@r@example.com',
      '',
    ]) {
      expect(mentionsAddress(text, r), text).toBe(false);
    }
    expect(mentionsAddress(null, r)).toBe(false);
  });

  it('finds a later whole mention after a partial one', () => {
    expect(mentionsAddress('owner@example.com and r@example.com', r)).toBe(true);
  });

  it('is linear: a long text of near misses is read in a moment', () => {
    const text = 'rr@example.com '.repeat(50_000);
    const started = performance.now();
    expect(mentionsAddress(text, r)).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('withoutTokens', () => {
  it('removes the secrets a letter’s links carry, by name or by shape', () => {
    const token = 'Zm9vYmFyYmF6cXV4cXV1eGZvb2JhcmJhenF1eHF1dXg';
    expect(withoutTokens(`Choose a new password: https://club.example/admin-login?reset=${token}\n`)).toBe(
      'Choose a new password: https://club.example/admin-login?reset=[removed]\n',
    );
    expect(withoutTokens(`Accept: https://club.example/admin-login#invitation=${token}`)).toBe(
      'Accept: https://club.example/admin-login#invitation=[removed]',
    );
    expect(withoutTokens(`https://club.example/confirm?id=4&t=${token}&x=1`)).toBe('https://club.example/confirm?id=4&t=[removed]&x=1');
  });

  it('keeps ordinary parameters', () => {
    const text = 'https://club.example/checkout?type=full&email=ada%40example.com and /certificate?name=Ada&certId=BAC-1700000000000';
    expect(withoutTokens(text)).toBe(text);
  });
});

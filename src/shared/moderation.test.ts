import { describe, expect, it } from 'vitest';
import { isAddressRange, matchingWord } from './moderation';

describe('moderation helpers', () => {
  it.each(['203.0.113.7', '203.0.113.0/24', '0.0.0.0/0', '2001:db8::/32', '::1', '2001:db8:0:0:0:0:0:1', '::ffff:203.0.113.7'])(
    'accepts the address or range %s',
    (value) => expect(isAddressRange(value)).toBe(true),
  );
  it.each(['', '256.1.1.1', '203.0.113.0/33', '2001:db8::/129', '1.2.3', 'example.com', '1:2:3:4:5:6:7:8:9', '1::2::3', '10.0.0.0/8/8'])(
    'refuses %s',
    (value) => expect(isAddressRange(value)).toBe(false),
  );
  it('matches whole words and phrases in any case, not parts of words', () => {
    expect(matchingWord('Buy CHEAP pills now', ['cheap pills'])).toBe('cheap pills');
    expect(matchingWord('Spamalot was a fine show', ['spam'])).toBeNull();
    expect(matchingWord('spam, spam and eggs', ['eggs', 'spam'])).toBe('eggs');
    expect(matchingWord('a (c) b', ['(c)'])).toBe('(c)');
  });
});

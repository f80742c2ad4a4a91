/**
 * Moderation helpers both sides use (docs/decisions/027), zod-free: what an address block may
 * name, and how the word list matches a comment.
 */

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

function isIpv6(value: string): boolean {
  if (!/^[0-9a-f:.]+$/i.test(value) || value.split('::').length > 2) return false;
  // An IPv4 tail (::ffff:203.0.113.7) counts as two groups.
  const parts = value.split(':');
  const last = parts[parts.length - 1] ?? '';
  const v4Tail = last.includes('.');
  if (v4Tail && !IPV4.test(last)) return false;
  const groups = parts.filter((p, i) => p !== '' && !(v4Tail && i === parts.length - 1));
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return false;
  const count = groups.length + (v4Tail ? 2 : 0);
  return value.includes('::') ? count < 8 : count === 8;
}

/** An IPv4 or IPv6 address, alone or as a CIDR range: '203.0.113.7', '203.0.113.0/24', '2001:db8::/32'. */
export function isAddressRange(value: string): boolean {
  const [address = '', prefix, extra] = value.split('/');
  if (extra !== undefined) return false;
  const v4 = IPV4.test(address);
  if (!v4 && !isIpv6(address)) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (v4 ? 32 : 128);
}

/** The first word of the list that the text contains as a whole word or phrase (any case), or null. */
export function matchingWord(text: string, words: readonly string[]): string | null {
  return wordMatcher(words)(text);
}

/** {@link matchingWord} over one list, its patterns made once (a list kept in memory is matched against many texts). */
export function wordMatcher(words: readonly string[]): (text: string) => string | null {
  const patterns = words.map((word) => {
    const escaped = word.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return { word, pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u') };
  });
  return (text) => {
    const lower = text.toLowerCase();
    for (const { word, pattern } of patterns) if (pattern.test(lower)) return word;
    return null;
  };
}

import { describe, expect, it } from 'vitest';
import { formatCommentDate, formatLongDateGB, formatPounds, formatShortDate, groupDigits, truncateText, visibleText } from './format';

describe('formatting', () => {
  it('formats dates as the spec shows them', () => {
    const d = new Date(2025, 2, 3, 16, 5);
    expect(formatShortDate(d)).toBe('Mar 3, 2025');
    expect(formatCommentDate(d)).toBe('Mar 3, 2025 at 4:05 PM');
    expect(formatLongDateGB(d)).toBe('3 March 2025');
  });

  it('writes dates and numbers as Intl does, without it (docs/decisions/068)', () => {
    const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    // Every month, both halves of the day, midnight and noon, over ten years.
    for (let ms = Date.UTC(2020, 0, 1); ms < Date.UTC(2030, 0, 1); ms += 3_600_000 * 7 + 60_000 * 13) {
      const d = new Date(ms);
      expect(formatShortDate(d.toISOString())).toBe(short.format(d));
      expect(formatCommentDate(d)).toBe(`${short.format(d)} at ${time.format(d).replace('\u202f', ' ')}`);
      expect(formatLongDateGB(d)).toBe(long.format(d));
    }
    expect(() => formatShortDate('not a date')).toThrow(RangeError);
    for (const n of [0, 7, 999, 1000, 10_000, 65_535, 1_000_000, 2 ** 53 - 1]) expect(groupDigits(n)).toBe(n.toLocaleString('en-GB'));
    const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
    for (const p of [0, 5, 9.5, 25, 1234.4, 1_000_000]) expect(formatPounds(p)).toBe(pounds.format(p));
  });

  it('cuts visible text, never markup (D7)', () => {
    const html = '<p>Hello <strong>brave</strong> new world</p>';
    expect(visibleText(html)).toBe('Hello brave new world');
    expect(truncateText(html, 11)).toBe('Hello brave...');
    expect(truncateText(html, 100)).toBe('Hello brave new world');
    expect(truncateText('<p>a &amp; b</p>', 10)).toBe('a & b');
    expect(truncateText(`<a href="https://example.com/${'x'.repeat(300)}">link</a>`, 200)).toBe('link');
  });
});

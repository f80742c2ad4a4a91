import { describe, expect, it } from 'vitest';
import { formatCommentDate, formatLongDateGB, formatShortDate, truncateText, visibleText } from './format';

describe('formatting', () => {
  it('formats dates as the spec shows them', () => {
    const d = new Date(2025, 2, 3, 16, 5);
    expect(formatShortDate(d)).toBe('Mar 3, 2025');
    expect(formatCommentDate(d)).toBe('Mar 3, 2025 at 4:05 PM');
    expect(formatLongDateGB(d)).toBe('3 March 2025');
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

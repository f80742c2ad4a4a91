import { describe, expect, it } from 'vitest';
import { plainText, snippetOf } from './text';

describe('searched text', () => {
  it('plainText drops tags and decodes entities', () => {
    expect(plainText('<p>Fish &amp; chips&nbsp;<em>today</em></p><ul><li>one</li><li>two&#39;s &#x41;</li></ul>')).toBe(
      "Fish & chips today one two's A",
    );
    expect(plainText(null)).toBe('');
    expect(plainText('<p>With <strong>some</strong>, <a href="/x">a link</a>. And <em>more</em>!</p><p>Next</p>')).toBe(
      'With some, a link. And more! Next',
    );
  });

  it('snippetOf marks the matching words around the best match, as text', () => {
    expect(snippetOf('a <b> café c', ['cafe'])).toEqual([
      { text: 'a <b> ', mark: false },
      { text: 'café', mark: true },
      { text: ' c', mark: false },
    ]);
    expect(snippetOf('nothing here', ['zebra'])).toBeNull();
    const words = Array.from({ length: 100 }, (_, i) => `w${i}`);
    words[50] = 'Zebra';
    words[52] = 'crossing';
    const parts = snippetOf(`${words.join(' ')}.`, ['zeb', 'cross'])!;
    expect(parts[0]).toEqual({ text: '…w47 w48 w49 ', mark: false });
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['Zebra', 'crossing']);
    expect(parts.at(-1)!.text).toMatch(/ w70…$/);
    expect(
      parts
        .map((p) => p.text)
        .join('')
        .split(' '),
    ).toHaveLength(24);
    // The window with the most of the words wins over the first match.
    words[5] = 'zebras';
    expect(
      snippetOf(words.join(' '), ['zeb', 'cross'])!
        .filter((p) => p.mark)
        .map((p) => p.text),
    ).toEqual(['Zebra', 'crossing']);
  });
});

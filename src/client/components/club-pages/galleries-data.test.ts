import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GALLERIES } from './galleries-data';

const publicDir = path.resolve(__dirname, '../../../../public');
const entities = (text: string) => text.replace(/&amp;/g, '&').replace(/&#8217;|&rsquo;/g, '’');
/** The title a plate prints (its 44-pixel line), read from the picture itself. */
const printedTitle = (src: string) => {
  const svg = readFileSync(path.join(publicDir, src), 'utf8');
  return entities(/<title>([^<]+)<\/title>/.exec(svg)?.[1] ?? '');
};

describe('the image galleries', () => {
  const pictures = GALLERIES.flatMap((g) => g.pictures);

  it('caption each picture with what it shows: the title the plate prints', () => {
    expect(pictures.length).toBeGreaterThanOrEqual(9);
    for (const p of pictures) {
      const title = printedTitle(p.src);
      expect(title, p.src).not.toBe('');
      expect(p.caption, p.src).toContain(title);
      expect(p.alt, p.src).toContain(title);
    }
  });

  it('give every picture a real alt text, and show each picture once', () => {
    for (const p of pictures) {
      expect(p.alt.length, p.src).toBeGreaterThan(40);
      expect(p.alt, p.src).not.toBe(p.caption);
    }
    expect(new Set(pictures.map((p) => p.src)).size).toBe(pictures.length);
  });
});

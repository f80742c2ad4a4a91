import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 066: marks the web fonts lack are drawn (Glyph), never typed into the pages' markup.
const MARKS = /[←→↗✓★✦☰✕🔎🕯]/u;
const client = path.resolve(import.meta.dirname, '../..');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sources(file);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && e.name !== 'glyph.tsx' ? [file] : [];
  });

describe('Glyph', () => {
  it('is the only way a page shows an arrow, a tick, a star or the menu marks', () => {
    const typed = sources(client).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (MARKS.test(line) ? [`${path.relative(client, file)}:${i + 1}`] : [])),
    );
    expect(typed).toEqual([]);
  });
});

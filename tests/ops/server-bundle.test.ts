import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const server = path.resolve('dist/server');
if (!fs.existsSync(path.join(server, 'main.js'))) {
  throw new Error('The ops tests read the compiled server: build it first (npm run build; npm test does).');
}

/** What every start evaluates: the entry, the renderer and the shared chunks. */
const loadedAtStart = () => [
  'main.js',
  'entry-server.js',
  ...fs
    .readdirSync(path.join(server, 'chunks'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join('chunks', f)),
];

describe('the compiled server', () => {
  // V8 keeps each module's source while the module lives, in two bytes a character as soon as one
  // character is past Latin-1: one `’` in a regular expression held a 2.7 MB chunk as 5.4 MB of heap.
  it('keeps every module it loads at start in one byte a character', () => {
    const wide = loadedAtStart().flatMap((file) => {
      const code = fs.readFileSync(path.join(server, file), 'utf8');
      const at = code.search(/[\u0100-\uffff]/);
      return at < 0 ? [] : [`${file}: ${JSON.stringify(code.slice(Math.max(0, at - 40), at + 10))}`];
    });
    expect(wide, 'write such characters as \\u escapes in the source').toEqual([]);
  });
});

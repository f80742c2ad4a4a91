// Docs that stay true (issue 40): every repository path the docs and code comments name exists, and
// every decision record says when it was made and whether it still holds. Part of `npm run lint`.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Paths named on purpose although they do not exist, each with its reason. A path written right
 * after `<placeholder>` is skipped too, for examples in prose.
 */
const ALLOWED = new Map([
  // Former paths, named in decision records as history beside the file that replaced them.
  ['src/server/rest/mirror.ts', 'decisions 001 and 010: the REST mirror before decision 025 moved it to src/server/api/mirror.ts'],
  ['src/server/rest/openapi.ts', 'decision 010: the document before decision 025 moved it to src/server/api/openapi.ts'],
  ['src/server/rest/admin-lists.ts', 'decision 015: the page rows before decision 025 made them `whenQueryHas`'],
  ['tests/integration/foundation.test.ts', 'decision 007: one of the names the decision replaced'],
  [
    'src/server/services/search.ts',
    'decisions 030 and 038 and the frozen migrations 0011 and 0013: the one search file before issue 40 split it into src/server/services/search/ (ARCHITECTURE.md, the site search)',
  ],
]);

/** A repository path: a known top folder, then segments, ending in a file extension or a slash. */
const PATH =
  /(?<![\w./~@$-])(?:src|db|docs|scripts|tests|public|\.ci)\/(?:[\w$@.+-]+\/)*(?:[\w$@.+-]*\.[A-Za-z][A-Za-z0-9]{0,5}\b|(?=[\s`'"),;:*]|$))/g;

const walk = (dir, keep) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name.startsWith('.') ? [] : walk(full, keep);
        return keep(entry.name) ? [full] : [];
      })
    : [];

/**
 * The comments of a source file, with their line numbers: a small scanner that steps over strings,
 * template literals and regular expression literals, so a URL or a path in code is not read as prose.
 */
function comments(text) {
  const found = [];
  let line = 1;
  let i = 0;
  let lastSignificant = '';
  const startsRegex = () =>
    !lastSignificant || /[(,=:[!&|?{};+\-*%<>~^]$/.test(lastSignificant) || /\b(return|typeof|case|of|in)$/.test(lastSignificant);
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '\n') {
      line++;
      i++;
      continue;
    }
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      found.push({ line, text: text.slice(i, stop) });
      i = stop;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      const body = text.slice(i, stop);
      found.push({ line, text: body });
      line += body.split('\n').length - 1;
      i = stop;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) {
        if (text[j] === '\\') j++;
        else if (c !== '`' && text[j] === '\n') break;
        j++;
      }
      line += text.slice(i, j).split('\n').length - 1;
      i = j + 1;
      lastSignificant = 'x';
      continue;
    }
    if (c === '/' && startsRegex()) {
      let j = i + 1;
      let inClass = false;
      while (j < text.length && text[j] !== '\n' && (inClass || text[j] !== '/')) {
        if (text[j] === '\\') j++;
        else if (text[j] === '[') inClass = true;
        else if (text[j] === ']') inClass = false;
        j++;
      }
      i = j + 1;
      lastSignificant = 'x';
      continue;
    }
    if (!/\s/.test(c)) lastSignificant = /\w/.test(c) ? (lastSignificant + c).slice(-8) : c;
    i++;
  }
  return found;
}

const markdown = [
  path.join(root, 'README.md'),
  path.join(root, 'ARCHITECTURE.md'),
  ...walk(path.join(root, 'docs'), (name) => name.endsWith('.md')),
];
const sources = ['src', 'db', 'scripts', 'tests'].flatMap((dir) =>
  walk(path.join(root, dir), (name) => /\.(ts|tsx|mts|cts|js|mjs|cjs)$/.test(name) && !name.endsWith('.gen.ts')),
);

const problems = [];

function checkText(file, line, text) {
  for (const match of text.matchAll(PATH)) {
    const named = match[0];
    if (text.slice(0, match.index).endsWith('<placeholder>')) continue;
    if (ALLOWED.has(named)) continue;
    if (!fs.existsSync(path.join(root, named))) problems.push(`${path.relative(root, file)}:${line}: names ${named}, which does not exist`);
  }
}

for (const file of markdown) {
  fs.readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, index) => checkText(file, index + 1, text));
}
for (const file of sources) {
  for (const comment of comments(fs.readFileSync(file, 'utf8'))) {
    comment.text.split('\n').forEach((text, index) => checkText(file, comment.line + index, text));
  }
}

// Every decision record says when it was made and whether it still holds.
const STATUS = /^Status: (Accepted|Superseded by \d{3}|Amended)\b/m;
for (const file of walk(path.join(root, 'docs', 'decisions'), (name) => /^\d{3}-.+\.md$/.test(name))) {
  const text = fs.readFileSync(file, 'utf8');
  const name = path.relative(root, file);
  if (!/^Date: \d{4}-\d{2}-\d{2}\b/m.test(text)) problems.push(`${name}: no "Date: YYYY-MM-DD" line`);
  if (!STATUS.test(text)) problems.push(`${name}: no "Status: Accepted", "Status: Superseded by NNN" or "Status: Amended" line`);
}

if (problems.length > 0) {
  console.error(`Docs that name what is not there (scripts/check-doc-paths.mjs):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`check-doc-paths: ${markdown.length} documents and ${sources.length} source files name only paths that exist`);

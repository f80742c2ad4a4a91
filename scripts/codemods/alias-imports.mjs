// Rewrites imports that climb two or more folders (`../../`) into src/ as the `~/` alias
// (tsconfig.json's paths), under src/ and tests/. Idempotent: run it again after merges; an
// import already written `~/...`, or one that stays within its folder's parent, is left alone.
// Not part of any build: `node scripts/codemods/alias-imports.mjs [--check]`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(root, 'src');
const check = process.argv.includes('--check');

const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'generated' ? [] : walk(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.gen.ts') ? [full] : [];
  });

// The specifier of a static import or export, a dynamic import(), or vi.mock / vi.importActual.
const SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|\bvi\.(?:mock|importActual|doMock)\s*\(\s*)(['"])(\.\.\/\.\.\/[^'"]*)\2/g;

const changed = [];
let rewritten = 0;
for (const file of [...walk(path.join(root, 'src')), ...walk(path.join(root, 'tests'))]) {
  const text = fs.readFileSync(file, 'utf8');
  const next = text.replace(SPECIFIER, (whole, lead, quote, specifier) => {
    const target = path.resolve(path.dirname(file), specifier);
    // Only what lands in src/ (scripts/, db/ and the like keep their relative path).
    if (!target.startsWith(`${src}${path.sep}`)) return whole;
    rewritten++;
    return `${lead}${quote}~/${path.relative(src, target).split(path.sep).join('/')}${quote}`;
  });
  if (next !== text) {
    changed.push(file);
    if (!check) fs.writeFileSync(file, next);
  }
}
// A shorter specifier can let an import fit on one line: Prettier lays the rewritten files out again.
if (!check && changed.length > 0)
  execFileSync('npx', ['prettier', '--write', '--log-level=warn', ...changed], { cwd: root, stdio: 'inherit' });
console.log(`${check ? 'would rewrite' : 'rewrote'} ${rewritten} imports in ${changed.length} files`);
if (check && rewritten > 0) process.exitCode = 1;

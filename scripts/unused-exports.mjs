#!/usr/bin/env node
// Lists exports in src/ and db/ that no other file mentions (a quick audit, not a compiler):
//   node scripts/unused-exports.mjs [folder]
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? '.');
const skip = /node_modules|\.gen\.ts$|dist\//;
const files = [];
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (skip.test(full)) continue;
    if (entry.isDirectory()) walk(full);
    else if (/\.(ts|tsx|mjs)$/.test(entry.name)) files.push(full);
  }
};
for (const dir of ['src', 'db', 'scripts', 'tests']) if (fs.existsSync(path.join(root, dir))) walk(path.join(root, dir));
const text = new Map(files.map((f) => [f, fs.readFileSync(f, 'utf8')]));

const unused = [];
for (const [file, source] of text) {
  if (/\.test\.tsx?$/.test(file) || !/\/(src|db)\//.test(file)) continue;
  // Route files export `Route` for the router's code generation; migrations export up/down.
  if (/\/routes\//.test(file) || /\/migrations\//.test(file)) continue;
  for (const m of source.matchAll(/^export (?:async )?(?:const|let|function|class|type|interface|enum) ([A-Za-z0-9_]+)/gm)) {
    const name = m[1];
    const pattern = new RegExp(`\\b${name}\\b`);
    const usedElsewhere = [...text].some(([other, src]) => other !== file && pattern.test(src));
    if (!usedElsewhere) unused.push(`${path.relative(root, file)}: ${name}`);
  }
}
for (const line of unused) console.log(line);
console.log(`${unused.length} exports that no other file mentions`);

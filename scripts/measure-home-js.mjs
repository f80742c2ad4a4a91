#!/usr/bin/env node
/**
 * The home page's initial JavaScript, gzip: the entry chunk, the chunks it imports statically,
 * and the split component of the `/` route with its static imports (what the browser fetches
 * before the visitor scrolls; `tests/e2e/performance.e2e.test.ts` measures the same set in
 * Chromium). Sizes are zlib.gzipSync at its default level, as in that test. Budget: 120 KB.
 *
 *   node scripts/measure-home-js.mjs            build (with a manifest) into a temporary folder, then measure
 *   node scripts/measure-home-js.mjs DIR        measure an existing build made with `vite build --manifest`
 *   ... --list                                  also print each file
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const BUDGET = 120 * 1024;
const args = process.argv.slice(2);
const list = args.includes('--list');
let dir = args.find((a) => !a.startsWith('--'));

if (!dir) {
  const { build } = await import('vite');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'home-js-'));
  await build({ logLevel: 'warn', build: { outDir: dir, emptyOutDir: true, manifest: true } });
}

const manifestPath = path.join(dir, '.vite', 'manifest.json');
if (!fs.existsSync(manifestPath)) {
  console.error(`${manifestPath} is missing: build with \`npx vite build --manifest\` or run without a folder.`);
  process.exit(2);
}
const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const homeKey = Object.keys(manifest).find((k) => /^routes\/index\.tsx\?tsr-split=component/.test(k));
if (!entryKey || !homeKey) {
  console.error('entry or home route chunk not found in the manifest');
  process.exit(2);
}

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit(entryKey);
visit(homeKey);

let total = 0;
const rows = [];
for (const file of files) {
  const size = zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length;
  total += size;
  rows.push([size, file]);
}
if (list) for (const [size, file] of rows.sort((a, b) => b[0] - a[0])) console.log(`${(size / 1024).toFixed(2).padStart(8)} KB  ${file}`);
const kb = (n) => (n / 1024).toFixed(1);
console.log(`home page initial JS: ${kb(total)} KB gzip in ${files.size} files (budget ${kb(BUDGET)} KB, headroom ${kb(BUDGET - total)} KB)`);
const zod = rows.filter(([, f]) => /schemas|zod/i.test(f));
if (zod.length) console.log(`warning: schema/zod chunks in the initial JS: ${zod.map(([, f]) => f).join(', ')}`);
process.exitCode = total < BUDGET ? 0 : 1;

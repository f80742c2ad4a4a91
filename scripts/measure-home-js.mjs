#!/usr/bin/env node
/**
 * The home page's initial JavaScript, gzip: the entry chunk, the chunks it imports statically,
 * and the split component of the `/` route with its static imports (what the browser fetches
 * before the visitor scrolls; `tests/e2e/performance.e2e.test.ts` measures the same set in
 * Chromium). Sizes are zlib.gzipSync at its default level, as in that test. Budget: 120 KB.
 * Two more figures follow, outside the budget: the deferred sections the page loads as the
 * visitor scrolls (the route's dynamic imports), and what those load on a form's first focus
 * (their dynamic imports: the schemas, with zod). The initial set must hold no zod.
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
  await build({ logLevel: 'error', build: { outDir: dir, emptyOutDir: true, manifest: true } });
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

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(dir, file))).length;

/** The files of some chunks and everything they import statically. */
function closure(keys, seen = new Set()) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}
const dynamicOf = (files) =>
  Object.keys(manifest)
    .filter((k) => files.has(manifest[k].file))
    .flatMap((k) => manifest[k].dynamicImports ?? []);

// 1. What `/` loads before anything else happens: the budget.
const seen = new Set();
const initial = closure([entryKey, homeKey], seen);
// 2. The sections the home page loads as the visitor scrolls (the route's own lazy parts). The
// routes' search schemas (zod, src/client/lib/search-schemas.ts) load only with /checkout and /admin.
const isSearchSchemas = (k) => /schemas\/search\.ts$/.test(k);
const homeDynamic = (manifest[homeKey].dynamicImports ?? []).concat(
  dynamicOf(initial).filter((k) => !k.startsWith('routes/') && !isSearchSchemas(k)),
);
const deferred = closure(homeDynamic, seen);
// 3. What those load on a first focus or submit (the forms' schemas).
const onFocus = closure(
  dynamicOf(deferred).filter((k) => !k.startsWith('routes/')),
  seen,
);

const total = (files) => [...files].reduce((sum, f) => sum + gzipSize(f), 0);
const kb = (n) => (n / 1024).toFixed(1);
const initialTotal = total(initial);
if (list) {
  for (const [label, files] of [
    ['initial', initial],
    ['deferred', deferred],
    ['on focus', onFocus],
  ]) {
    for (const file of [...files].sort((a, b) => gzipSize(b) - gzipSize(a)))
      console.log(`${label.padEnd(9)} ${(gzipSize(file) / 1024).toFixed(2).padStart(7)} KB  ${file}`);
  }
}
console.log(
  `home page initial JS: ${kb(initialTotal)} KB gzip (${initialTotal} bytes) in ${initial.size} files (budget ${kb(BUDGET)} KB, headroom ${kb(BUDGET - initialTotal)} KB)`,
);
console.log(`  + deferred sections (scrolled to the end): ${kb(total(deferred))} KB (${total(deferred)} bytes) in ${deferred.size} files`);
console.log(`  + loaded on a form's first focus (schemas): ${kb(total(onFocus))} KB (${total(onFocus)} bytes) in ${onFocus.size} files`);
const searchKey = dynamicOf(initial).find(isSearchSchemas);
if (searchKey) {
  const files = closure([searchKey], new Set());
  console.log(
    `  (not on /: the search schemas /checkout and /admin load first: ${kb(total(files))} KB in ${files.size} files, zod included)`,
  );
}
const zod = [...initial].filter((f) => /schemas|zod/i.test(f));
if (zod.length) console.log(`warning: schema/zod chunks in the initial JS: ${zod.join(', ')}`);
process.exitCode = initialTotal < BUDGET ? 0 : 1;

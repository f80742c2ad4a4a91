import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from './fixtures';

const BUDGET_BYTES = 120 * 1024;

test.describe('performance budgets', () => {
  test('keeps the home page initial JavaScript under 120 KB gzip, with no admin code', async ({ page }) => {
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    });
    // "Initial" JS: everything the page fetches until the network has gone quiet.
    await page.goto('/', { waitUntil: 'networkidle' });
    let total = 0;
    for (const p of scripts) {
      const file = path.resolve('dist/client', `.${p}`);
      total += zlib.gzipSync(fs.readFileSync(file)).length;
    }
    console.log(`home page initial JS: ${(total / 1024).toFixed(1)} KB gzip in ${scripts.size} files`);
    expect(total).toBeLessThan(BUDGET_BYTES);
    expect([...scripts].filter((s) => /admin|editor/i.test(s))).toEqual([]);
  });
});

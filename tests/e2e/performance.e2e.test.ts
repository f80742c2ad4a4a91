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

  test('the home page and an exhibition load and hydrate without making an Error or an Intl format', async ({ page }) => {
    // Each of these cost 20-50 ms of one task while the page loaded (docs/decisions/068): an Error
    // (its stack's source positions, with DevTools attached, as here and in Lighthouse), and the
    // first Intl.DateTimeFormat or NumberFormat (the locale data). Recorded from the page's start.
    await page.addInitScript(() => {
      const made: string[] = [];
      Object.assign(globalThis, { __made: made });
      const watch = <T extends object>(target: T, name: string): T =>
        new Proxy(target, {
          apply(fn, self, args: unknown[]): unknown {
            made.push(`${name}(${String(args[0])})`);
            return Reflect.apply<unknown, unknown[], unknown>(fn as (...a: unknown[]) => unknown, self, args);
          },
          construct(fn, args: unknown[], newTarget): object {
            made.push(`new ${name}(${String(args[0])})`);
            return Reflect.construct<unknown[], object>(
              fn as new (...a: unknown[]) => object,
              args,
              newTarget as new (...a: unknown[]) => object,
            );
          },
        });
      globalThis.Error = watch(globalThis.Error, 'Error');
      Intl.DateTimeFormat = watch(Intl.DateTimeFormat, 'Intl.DateTimeFormat');
      Intl.NumberFormat = watch(Intl.NumberFormat, 'Intl.NumberFormat');
      // Watched in place: the proxy still runs the method on its number.
      // eslint-disable-next-line @typescript-eslint/unbound-method
      Number.prototype.toLocaleString = watch(Number.prototype.toLocaleString, 'toLocaleString');
    });
    for (const path of ['/', '/exhibitions/1']) {
      await page.goto(path);
      await page.waitForFunction(() => globalThis.document.documentElement.dataset.hydrated !== undefined);
      expect(await page.evaluate((): unknown => Reflect.get(globalThis, '__made')), path).toEqual([]);
    }
  });
});

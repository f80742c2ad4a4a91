import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import type { AppConfig } from '../../src/server/config';
import { createTestApp, type TestApp } from '../helpers/test-app';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasBrowser = fs.existsSync(chromiumPath);

if (!hasBrowser) {
  if (process.env.CI === 'true') {
    throw new Error(`Browser tests need Chromium at ${chromiumPath} (CI=true): install it with apt-get install -y chromium`);
  }
  console.warn(
    `\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n` +
      `!! BROWSER TESTS SKIPPED: no Chromium at ${chromiumPath}.\n` +
      `!! Install it (apt-get install -y chromium) or set CHROMIUM_PATH.\n` +
      `!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n`,
  );
}

/** describe() for browser tests: skipped loudly without a browser, failing under CI=true. */
export const describeBrowser = hasBrowser ? describe : describe.skip;

export type E2E = { baseUrl: string; app: TestApp; browser: Browser; newPage: (opts?: { width?: number; height?: number }) => Promise<Page> };

/**
 * One server on a fresh database (served from dist/client, built by the e2e global setup) and
 * one headless Chromium per test file.
 */
export function useE2E(overrides: Partial<AppConfig> = {}, env: Record<string, string> = {}): E2E {
  const ctx = {} as E2E;
  beforeAll(async () => {
    ctx.app = await createTestApp({ client: 'dist', rateLimitWritesPerMinute: 1000, ...overrides }, env);
    await ctx.app.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.app.server.address() as AddressInfo).port;
    ctx.baseUrl = `http://127.0.0.1:${port}`;
    ctx.browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
        '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    ctx.newPage = async ({ width = 1280, height = 900 } = {}) => {
      const context = await ctx.browser.newContext({ viewport: { width, height }, baseURL: ctx.baseUrl });
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      page.on('pageerror', (e) => console.error('[browser error]', e.message));
      return page;
    };
  }, 60_000);
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.app?.close();
  });
  return ctx;
}

/** Saves a screenshot under test-results/ when SCREENSHOTS=1 (for looking at pages). */
export async function snap(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  fs.mkdirSync('test-results', { recursive: true });
  await page.screenshot({ path: `test-results/${name}.png`, fullPage: true });
}

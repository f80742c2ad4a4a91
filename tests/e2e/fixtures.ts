import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import {
  test as base,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
  type Route,
  type WorkerFixture,
} from '@playwright/test';
import type { AppConfig } from '~/server/config';
import { createOrResetAdmin } from '~/server/services/admin-accounts';
import type { TestApp } from '../helpers/test-app';
import { chromiumPath, hasBrowser } from './chromium';

export { expect };

/** The app under test: a real server on 127.0.0.1, its own fresh SQLite database, dist/client as the client. */
export type Server = {
  app: TestApp['app'];
  config: AppConfig;
  db: TestApp['app']['services']['db'];
  baseUrl: string;
};

type Options = {
  /** Overrides for the app's config (`test.use({ appConfig: { seed: false } })`), applied on top of the e2e defaults. */
  appConfig: Partial<AppConfig>;
  /** Extra environment variables for loadConfig. */
  appEnv: Record<string, string>;
};

type Fixtures = {
  /** The server of the current test file (created on its first test, closed when the next file starts). */
  server: Server;
  /** A page in a context of its own (fresh cookies and storage), for a second visitor in one test. */
  newPage: (options?: BrowserContextOptions) => Promise<Page>;
  _requireChromium: void;
};

type WorkerFixtures = { _servers: ServerPool };

/**
 * One server per test file, as the old harness had: tests in a file share a database (and may
 * build on its state), files never do. Playwright has no file scope, so the worker keeps the
 * current file's server and swaps it when a test from another file (or with other options) comes.
 */
class ServerPool {
  private current?: { key: string; server: Server; close: () => Promise<void> };

  async get(file: string, overrides: Partial<AppConfig>, env: Record<string, string>): Promise<Server> {
    const key = JSON.stringify([file, overrides, env]);
    if (this.current?.key === key) return this.current.server;
    await this.close();
    // Loaded here, not at the top, so listing the tests does not load the whole server.
    const { createTestApp } = await import('../helpers/test-app');
    const testApp = await createTestApp({ client: 'dist', rateLimitWritesPerMinute: 1000, ...overrides }, env);
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;
    const server: Server = { app: testApp.app, config: testApp.config, db: testApp.app.services.db, baseUrl: `http://127.0.0.1:${port}` };
    // The renderer bundle loads, and its code warms, on the first page: a not-found page (never
    // cached, no side effect) does it here, in the server's own time, not in the first test's
    // navigation timeout (a first page after a cold start took over 10 s on a loaded 2-core machine).
    await fetch(`${server.baseUrl}/__warm-up-not-found`);
    this.current = { key, server, close: testApp.close };
    return server;
  }

  async close(): Promise<void> {
    const current = this.current;
    this.current = undefined;
    await current?.close();
  }
}

const logPageErrors = (page: Page) => page.on('pageerror', (e) => console.error('[browser error]', e.message));

/**
 * A page's scripts load after its first paint (src/server/pages.ts, deferScripts), so `load` no
 * longer means the page's code runs. `goto` and `reload` (waiting for `load`, the default) then also
 * wait, up to 10 s, until the app has hydrated (`<html data-hydrated>`), as a visitor who waits for
 * the page would; a test that looks at the page before that asks for `domcontentloaded` or `commit`,
 * or holds the scripts back (then this wait just ends). Not with JavaScript off, nor for what is
 * not one of the app's pages (no deferred entry in it: JSON, a file).
 */
function waitForCodeOnNavigation(page: Page, javaScriptEnabled: boolean): Page {
  if (!javaScriptEnabled) return page;
  const settle = async <T>(navigation: Promise<T>, waitUntil?: string): Promise<T> => {
    const response = await navigation;
    if (waitUntil === undefined || waitUntil === 'load' || waitUntil === 'networkidle') {
      await page
        .waitForFunction(
          () => !document.querySelector('script[type="text/x-deferred"]') || document.documentElement.hasAttribute('data-hydrated'),
          null,
          { timeout: 10_000 },
        )
        .catch(() => undefined);
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => settle(goto(url, options), options?.waitUntil);
  page.reload = (options) => settle(reload(options), options?.waitUntil);
  return page;
}

/**
 * A worker fixture for something with a `close()` (the pool of app servers, an SMTP server, a fake
 * Stripe): started when a test of the worker first asks for it, closed when the worker ends.
 */
export function perWorker<T extends { close: () => Promise<void> }>(
  start: () => T | Promise<T>,
): [WorkerFixture<T, object>, { scope: 'worker' }] {
  return [
    async ({}, use) => {
      const started = await start();
      await use(started);
      await started.close();
    },
    { scope: 'worker' },
  ];
}

export const test = base.extend<Options & Fixtures, WorkerFixtures>({
  appConfig: [{}, { option: true }],
  appEnv: [{}, { option: true }],

  // Without Chromium (and without CI=true, which fails in playwright.config.ts) every browser test skips.
  _requireChromium: [
    async ({}, use, testInfo) => {
      testInfo.skip(!hasBrowser, `no Chromium at ${chromiumPath}`);
      await use();
    },
    { auto: true },
  ],

  _servers: perWorker(() => new ServerPool()),

  server: [
    async ({ _servers, appConfig, appEnv }, use, testInfo) => {
      await use(await _servers.get(testInfo.file, appConfig, appEnv));
    },
    // Starting a server (migrations, seed) is not the test's time.
    { timeout: 60_000 },
  ],

  baseURL: async ({ server }, use) => {
    await use(server.baseUrl);
  },

  page: async ({ page, javaScriptEnabled }, use) => {
    logPageErrors(page);
    await use(waitForCodeOnNavigation(page, javaScriptEnabled !== false));
  },

  newPage: async ({ browser, baseURL, viewport, javaScriptEnabled }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext({ baseURL, viewport, ...options });
      contexts.push(context);
      const page = await context.newPage();
      logPageErrors(page);
      return waitForCodeOnNavigation(page, (options.javaScriptEnabled ?? javaScriptEnabled) !== false);
    });
    await Promise.all(contexts.map((c) => c.close()));
  },
});

export const MOBILE = { width: 375, height: 812 };

/**
 * Waits for the toast (one at a time: a new one replaces the last) to show all the texts, in order.
 * Toasts close after 5 s, so this is a retrying check, never a read after a wait.
 */
export async function expectToast(page: Page, ...texts: string[]): Promise<void> {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(page.getByTestId('toast')).toHaveText(new RegExp(texts.map(escape).join('[\\s\\S]*')));
}

/**
 * Holds the requests matching `pattern` until the returned `release()` is called, so a test can
 * see a pending state (spinner, skeleton, disabled button) for as long as it needs. Released
 * requests fall back to the routes set up before this one, or go to the server.
 */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, async (route) => {
    if (released) await route.fallback();
    else held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.fallback()));
  };
}

/**
 * Whether React has hydrated the element: React marks each element it owns with a `__reactFiber$`
 * key; one still waiting for its code has none.
 */
export const isHydrated = (locator: Locator): Promise<boolean> =>
  locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));

/**
 * Brings a home-page section that arrives as server HTML (src/client/components/layout/hydrate-when-near.tsx)
 * into view and waits until React has hydrated `locator` (isHydrated): before that its fields take
 * typing that React never sees and its buttons do nothing.
 */
export async function scrollToHydrated(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect.poll(() => isHydrated(locator), { message: 'hydrated by React' }).toBe(true);
}

/**
 * Opens the first seeded exhibition with approved comments ("The Lost Art of Long Division") and
 * answers its first comment once React owns the comment's heart button. The reaction counts arrive
 * in the server's HTML (docs/decisions/020), so they do not say the page has hydrated, and a press
 * before React owns the button is not handled (decision 021's note): waiting for it lets a test
 * test reactions, not a race with hydration.
 */
export async function openFirstComment(page: Page, server: Server): Promise<Locator> {
  const item = await server.db
    .selectFrom('content_items')
    .select('id')
    .where('title', '=', 'The Lost Art of Long Division')
    .executeTakeFirstOrThrow();
  await page.goto(`/exhibitions/${item.id}`);
  const comment = page.getByTestId('comment').first();
  await comment.locator('[data-reaction="heart"]').evaluate(
    (button) =>
      new Promise<void>((resolve) => {
        const owned = () => Object.keys(button).some((key) => key.startsWith('__reactProps$'));
        const wait = () => (owned() ? resolve() : setTimeout(wait, 20));
        wait();
      }),
  );
  return comment;
}

/** Console errors and warnings (a hydration mismatch is one) and uncaught errors, with the page they came from. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  return problems;
}

/**
 * Chromium's virtual authenticator for the page (over the DevTools protocol): a platform passkey
 * that holds resident keys and verifies its user at once, so a WebAuthn ceremony runs without a person.
 */
export async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** True when the document is no wider than the window (no sideways scrolling). */
export const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Saves a full-page screenshot under test-results/screenshots/ when SCREENSHOTS=1 (for looking at pages). */
export async function snap(page: Page, name: string): Promise<void> {
  if (process.env.SCREENSHOTS !== '1') return;
  fs.mkdirSync('test-results/screenshots', { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}

/** The administrator the browser tests sign in as. */
export const ADMIN = { email: 'keeper@club.example', password: 'a-very-long-password' };

/**
 * Once per server: the browser talks to 127.0.0.1:<port>, which becomes this site's origin for the
 * Origin check, and the administrator exists. Answers true the first time (for one-off seeding).
 */
export async function prepareAdmin(server: Server): Promise<boolean> {
  if (server.config.publicUrl === server.baseUrl) return false;
  server.config.publicUrl = server.baseUrl;
  await createOrResetAdmin(server.db, ADMIN.email, ADMIN.password);
  return true;
}

/** Signs in through the login page (as the administrator unless told whom) and waits for the panel's address. */
export async function logInAsAdmin(page: Page, who: { email: string; password: string } = ADMIN): Promise<void> {
  await page.goto('/admin-login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Enter the Administration' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** A section of the admin panel in its sidebar (from 1024 px wide): a link to its `/admin?tab=` address. */
export const adminTab = (page: Page, name: string | RegExp): Locator =>
  page.getByRole('navigation', { name: 'Administration sections' }).getByRole('link', { name });

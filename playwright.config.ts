import { defineConfig } from '@playwright/test';
import { checkChromium, chromiumArgs, chromiumPath } from './tests/e2e/chromium';

// Never fetch a browser build: the tests drive the system Chromium.
process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD ??= '1';
// Once, in the runner (workers load this file too).
if (!process.env.TEST_WORKER_INDEX) checkChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: /.*\.e2e\.test\.ts$/,
  // Builds dist/client once (the server under test serves it) unless E2E_SKIP_BUILD=1.
  globalSetup: './tests/e2e/global-setup.ts',
  // Two files at a time (docs/decisions/060): a browser test mostly waits (for a server, a quiet
  // network, a toast), so two on 2 cores took 18.1 min where one took 23.6, with nothing flaking.
  // Each worker starts its own server and database per file (fixtures.ts), so files never share state.
  workers: 2,
  fullyParallel: false,
  // A failure is a failure: no retries hiding flakes.
  retries: 0,
  forbidOnly: process.env.CI === 'true',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: 'test-results/playwright',
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1280, height: 900 },
    actionTimeout: 10_000,
    navigationTimeout: 10_000,
    screenshot: 'only-on-failure',
    // Recording a trace of every test costs ~70 % more time on 2 cores; for a failing test, run it
    // again with --trace retain-on-failure (or on) and open it with npx playwright show-trace.
    trace: 'off',
  },
});

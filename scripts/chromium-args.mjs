/**
 * The flags every headless Chromium of the project starts with: the browser tests'
 * (tests/e2e/chromium.ts) and the Lighthouse run's (scripts/lighthouse.mjs).
 */
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

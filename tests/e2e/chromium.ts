import fs from 'node:fs';
import { chromiumArgs } from '../../scripts/chromium-args.mjs';

/** The system Chromium the browser tests drive: Playwright never downloads a browser here. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasBrowser = fs.existsSync(chromiumPath);

export { chromiumArgs };

/** Without Chromium: fails under CI=true, otherwise a loud warning (the browser tests then skip). */
export function checkChromium(): void {
  if (hasBrowser) return;
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

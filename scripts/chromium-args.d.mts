/** scripts/chromium-args.mjs, for the browser tests. */
export const chromiumArgs: string[];

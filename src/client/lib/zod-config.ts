/**
 * Zod in the browser without its eval probe: zod 4 tries `new Function('')` once to decide
 * whether it may compile fast object parsers, and under this site's CSP (no 'unsafe-eval') the
 * blocked attempt is reported as a CSP violation (Chrome's Issues panel; Lighthouse's best
 * practices). `jitless` skips the probe. Set through zod's global config object, which zod
 * adopts when it loads, so the initial JavaScript does not import zod (docs/decisions/011).
 * Imported first by main.tsx: before any chunk that holds zod.
 */
Object.assign(globalThis, { __zod_globalConfig: { jitless: true } });

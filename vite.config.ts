import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { routerOptions } from './scripts/route-tree.ts';

/** `~/` is src/, as tsconfig.json's paths say (the typecheck, tsx and esbuild read it there). */
const SRC_ALIAS = { find: /^~\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` };

/**
 * The admin's visual editor (Tiptap, a lazy chunk of its own) gets its own copy of
 * use-sync-external-store. Shared with the visitors' route chunks, the bundler moved that module
 * into a chunk of its own, which grew the home page's initial JavaScript (docs/decisions/012); a second copy
 * (0.7 KB, in the editor's chunk only) leaves what visitors download exactly as it was.
 */
function editorOwnCopies(): Plugin {
  const COPY = '?editor-copy';
  return {
    name: 'editor-own-copies',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const wanted = importer.endsWith(COPY)
        ? source.startsWith('.') || source.startsWith('use-sync-external-store')
        : importer.includes('/node_modules/@tiptap/') && source.startsWith('use-sync-external-store');
      if (!wanted) return null;
      const resolved = await this.resolve(source, importer.replace(COPY, ''), { ...options, skipSelf: true });
      return resolved && !resolved.external ? { ...resolved, id: `${resolved.id}${COPY}` } : null;
    },
  };
}

/**
 * tRPC's client sets its WebSocket connection counter after the class (`_defineProperty(WsConnection,
 * "connectCount", 0)`), a top-level call the bundler must keep, and with it the whole unused class:
 * about 1 KB gzip of the home page's initial JavaScript, for a link the site never uses. The same
 * counter as a static field is side-effect free, so the class goes when nothing uses it. The build
 * fails if tRPC changes the line, rather than silently growing the page again.
 */
function trpcUnusedWebSocket(): Plugin {
  const STATEMENT = '_defineProperty(WsConnection, "connectCount", 0);';
  const CLASS = 'var WsConnection = class WsConnection {';
  return {
    name: 'trpc-unused-websocket',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]@trpc[\\/]client[\\/]dist[\\/]wsLink-[\w-]+\.mjs$/.test(id)) return null;
      if (!code.includes(STATEMENT) || !code.includes(CLASS))
        this.error(`${id}: tRPC's WebSocket counter changed; update trpcUnusedWebSocket in vite.config.ts`);
      return { code: code.replace(STATEMENT, '').replace(CLASS, `${CLASS}\n\tstatic connectCount = 0;`), map: null };
    },
  };
}

/**
 * TanStack Router's inline scroll script (written into every server-rendered page) ends, when it has
 * no saved position and no hash, with `scrollTo(0,0)`. In a page still being parsed that call forces
 * a synchronous style and layout of everything parsed so far, the page's longest task before the
 * first paint (Total Blocking Time, docs/decisions/065), and it moves nothing: a document loads at the
 * top, and the browser's own restoration, where it applies, runs after the load. Saved positions and
 * hash targets are restored as before. The build fails if the script changes, rather than silently.
 */
function scrollScriptWithoutForcedLayout(): Plugin {
  const TAIL = 'e&&e.scrollIntoView(t)}return}scrollTo(0,0)}';
  let patched = false;
  return {
    name: 'scroll-script-without-forced-layout',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]@tanstack[\\/]router-core[\\/]dist[\\/]esm[\\/]scroll-restoration-inline\.js$/.test(id)) return null;
      if (!code.includes(TAIL))
        this.error(`${id}: the router's scroll script changed; update scrollScriptWithoutForcedLayout in vite.config.ts`);
      patched = true;
      return { code: code.replace(TAIL, 'e&&e.scrollIntoView(t)}return}}'), map: null };
    },
    // A router that moved the script to another file would otherwise leave the call in silently.
    buildEnd(error) {
      if (!error && !patched)
        this.error("the router's scroll script was not found; update scrollScriptWithoutForcedLayout in vite.config.ts");
    },
  };
}

/**
 * React DOM makes five errors as it loads (SuspenseException and four more): values it throws and
 * recognises by identity, never shown. Making an Error records the stack, and with a debugger or
 * Lighthouse attached (DevTools' Runtime domain) V8 then needs the source positions of every
 * function on it: React DOM's module function (170 KB) and the whole entry chunk are parsed again,
 * 20-50 ms of the entry's evaluation on this machine, the longest task after the first paint
 * (docs/decisions/068). The same values made on Error's prototype, with the same message and still
 * `instanceof Error`, record no stack. The build fails if React changes these lines.
 */
function reactSentinelsWithoutStacks(): Plugin {
  const CODES = [519, 460, 474, 542, 461];
  const STRICT = '"use strict";\n';
  let patched = false;
  return {
    name: 'react-sentinels-without-stacks',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id)) return null;
      let out = code;
      for (const n of CODES) {
        const made = ` = Error(formatProdErrorMessage(${n}))`;
        if (out.split(made).length !== 2 || !out.includes(STRICT))
          this.error(`${id}: React DOM's error #${n} changed; update reactSentinelsWithoutStacks in vite.config.ts`);
        out = out.replace(made, ` = stacklessError(formatProdErrorMessage(${n}))`);
      }
      patched = true;
      const helper =
        'function stacklessError(message) { var error = Object.create(Error.prototype); error.message = message; return error; }\n';
      return { code: out.replace(STRICT, `${STRICT}${helper}`), map: null };
    },
    buildEnd(error) {
      if (!error && !patched) this.error("React DOM's client build was not found; update reactSentinelsWithoutStacks in vite.config.ts");
    },
  };
}

/**
 * Two builds from src/client: the browser's (`vite build`: dist/client, with a manifest the
 * server reads to name the entry script and stylesheet in each page) and the server-rendering
 * bundle (`vite build --ssr`: dist/server/entry-server.js, loaded by the Fastify process).
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: '../../public',
  plugins: [
    // The same options `npm run typecheck` makes the route tree with (scripts/route-tree.ts).
    tanstackRouter(routerOptions),
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [scrollScriptWithoutForcedLayout()] : [editorOwnCopies(), trpcUnusedWebSocket(), reactSentinelsWithoutStacks()]),
  ],
  // The router's store hook (@tanstack/react-store) asks for use-sync-external-store's shim, which
  // on React 18+ only hands back React's own useSyncExternalStore; the package's non-shim
  // with-selector is the same code calling React's hook directly. 188 bytes of the home page's
  // initial JavaScript, same behaviour.
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
      // `~/` is src/ (tsconfig.json's paths), for the client and the SSR build alike.
      SRC_ALIAS,
    ],
  },
  // The server-rendering bundle carries its libraries (React's server renderer, the router, the
  // Query client): one file to load at start instead of a hundred, and nothing to resolve from
  // node_modules at run time.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  // The built renderer is production code: React's development build is left out of it.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? {
        ssr: true,
        outDir: '../../dist/server',
        emptyOutDir: true,
        target: 'node20',
        copyPublicDir: false,
        rolldownOptions: { input: path.resolve('src/client/entry-server.tsx'), output: { entryFileNames: '[name].js' } },
      }
    : {
        outDir: '../../dist/client',
        emptyOutDir: true,
        target: 'es2022',
        manifest: true,
        chunkSizeWarningLimit: 600,
        // One stylesheet for the whole site, attached to no chunk: the server inlines it into every
        // page (src/server/pages.ts), so no lazily loaded chunk may ask for it again as a <link>.
        cssCodeSplit: false,
        // A lazy chunk's preload list leaves out the entry chunk, which holds everything the entry
        // loads statically (the `$initial` group below): every page has loaded it before any lazy import
        // runs, so listing it in each import's preload list was bytes in the first JavaScript and
        // nothing more (room in the home page's budget: docs/decisions/020).
        modulePreload: {
          resolveDependencies: (_file, deps) => deps.filter((dep) => !/(^|\/)main-[\w-]+\.js$/.test(dep)),
        },
        rolldownOptions: {
          input: path.resolve('src/client/main.tsx'),
          // Seven hash characters (the fewest rolldown allows for this many chunks), not eight: a hash is incompressible and every chunk's name stands in
          // the entry's preload table and in each import (some 60 bytes of the home page's budget).
          output: {
            entryFileNames: 'assets/[name]-[hash:7].js',
            chunkFileNames: 'assets/[name]-[hash:7].js',
            // Everything the entry loads statically (`$initial`: the router, React, the JSX runtime, the
            // head helpers) goes into the entry chunk, one file. Left to itself the bundler split it into
            // six (link, jsx-runtime, head, route, useNavigate and the entry), shared with the lazy
            // route chunks, each with its own import/export glue and names the minifier could not
            // shorten: 2.5 KB gzip of the home page's initial JavaScript. Lazy chunks keep only their
            // own modules; the group takes none of theirs.
            // The public pages' frames and parts (components/page-parts/, a file each) stay one chunk, as
            // when they were one module: left to itself the bundler would cut them into a chunk per
            // combination of pages, each another request and another line of the entry's preload map.
            codeSplitting: {
              groups: [
                { name: 'main', tags: ['$initial'] },
                { name: 'page-parts', test: /[\\/]src[\\/]client[\\/]components[\\/]page-parts[\\/]/ },
              ],
            },
          },
        },
      },
}));

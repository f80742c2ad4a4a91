import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { Manifest } from '@tanstack/router-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderOptions } from '../client/entry-server';
import { appRouter } from '../routers';
import { FORM_RESULT_COOKIE, POSTED_FORM_SCRIPT_ID, type PostedForm } from '../shared/form-posts';
import { type AppServices, createContext } from './context';
import { decodeFormResult } from './form-result-cookie';
import { contentSecurityPolicyHeader, newNonce } from './security';
import type { WarmUp } from './cache/http/plugin';
import { isMemberPageUrl } from './cache/keys';

/** Paths that are never pages: they get JSON 404s instead. */
export const isApiPath = (url: string) => /^\/(api|trpc|uploads)(\/|$|\?)/.test(url);

/**
 * Renders the page of `req.url`, or for a form posted without JavaScript (docs/decisions/021)
 * the page `url` with the form's values and messages, answered with `status`.
 */
export type PageHandler = (
  req: FastifyRequest,
  reply: FastifyReply,
  form?: { url: string; posted: PostedForm; status: number },
) => Promise<unknown>;

/** The posted form's state as a JSON script in the page (`<` escaped: it cannot close the script). */
export const postedFormScript = (posted: PostedForm) =>
  `<script type="application/json" id="${POSTED_FORM_SCRIPT_ID}">${JSON.stringify(posted).replace(/</g, '\\u003c')}</script>`;
type RenderPage = (options: RenderOptions) => Promise<Response>;
type Renderer = { renderPage: RenderPage; canonicalPageUrl?: (url: string, origin: string) => string | null };

type ViteManifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean; src?: string }>;

/**
 * The router's asset manifest from Vite's: the entry script, its static imports and stylesheets, and each route's own chunk.
 * With `inlineCss`, the site's stylesheet is left out: the server writes it into each page itself ({@link pageHeadStart}).
 */
export function routerManifest(vite: ViteManifest, { inlineCss = false }: { inlineCss?: boolean } = {}): Manifest {
  const entryKey = Object.keys(vite).find((k) => vite[k]?.isEntry);
  if (!entryKey) throw new Error('The client build has no entry in .vite/manifest.json');
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !vite[key]) return seen;
    seen.add(key);
    for (const dep of vite[key].imports ?? []) closure(dep, seen);
    return seen;
  };
  const filesOf = (keys: Set<string>) => [...keys].map((k) => `/${vite[k].file}`);
  const cssOf = (keys: Set<string>) => [...new Set([...keys].flatMap((k) => (vite[k].css ?? []).map((c) => `/${c}`)))];
  const entry = closure(entryKey);
  const routes: Manifest['routes'] = {
    __root__: {
      ...(inlineCss ? {} : { css: [...new Set([...siteStylesheets(vite), ...cssOf(entry)])] }),
      preloads: filesOf(entry).filter((f) => f !== `/${vite[entryKey].file}`),
      // Low priority: a module script never blocks the first paint (it runs after parsing), and the
      // page is readable before it arrives; the fonts and images on screen come first.
      scripts: [{ attrs: { type: 'module', src: `/${vite[entryKey].file}`, fetchPriority: 'low' } }],
    },
  };
  // The split component of each route ("routes/exhibitions/$id.tsx?tsr-split=component"),
  // preloaded with the page so hydration does not wait for a second round trip.
  for (const key of Object.keys(vite)) {
    const match = /^routes\/(.+)\.tsx\?tsr-split=component/.exec(key);
    if (!match) continue;
    const file = match[1];
    const routeId = file === 'index' ? '/' : `/${file.replace(/\/index$/, '/')}`;
    const own = [...closure(key)].filter((k) => !entry.has(k));
    routes[routeId] = { preloads: own.map((k) => `/${vite[k].file}`), css: cssOf(new Set(own)) };
  }
  return { routes };
}

/** The site's one stylesheet (vite.config.ts: no CSS code splitting, so it is an asset of its own, "style.css"). */
const siteStylesheets = (vite: ViteManifest) => Object.values(vite).flatMap((c) => (c.file.endsWith('.css') ? [`/${c.file}`] : []));

/**
 * The two faces of the text that is the largest paint of the pages without a large image: the
 * headings' (a page's h1) and the body's regular (on a phone the home page's largest paint is the
 * hero's paragraph under its title; Lighthouse, docs/decisions/031).
 */
const FIRST_FONTS = /\/(playfair-display-latin-700-normal|eb-garamond-latin-400-normal)-[\w-]+\.woff2$/;

/**
 * What the server writes first in every page's head: the site's stylesheet inline, so the first
 * paint needs no second request (a phone's round trip; docs/decisions/011 has the Lighthouse
 * figures), and preloads of the faces of the largest text ({@link FIRST_FONTS}) at high priority, so
 * they arrive within `font-display: optional`'s short wait and that text is painted once, in them
 * (docs/decisions/031). Only those two: Chrome holds the first paint for every preloaded optional
 * font, so the italic and the bold, which the style engine fetches when it meets them, no longer
 * hold it (docs/decisions/067). Outside React: React 19 leaves head tags it did not render alone when it hydrates.
 * (The router's own `inlineCss` manifest option was tried first: its client side renders an empty
 * `<style>` and React reports a hydration mismatch, error #418.)
 */
export function pageHeadStart(css: string): string {
  const fonts = [...new Set([...css.matchAll(/url\((\/assets\/[\w.-]+\.woff2)\)/g)].map((m) => m[1]))].filter((href) =>
    FIRST_FONTS.test(href),
  );
  const preloads = fonts.map(
    (href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin="" fetchpriority="high"/>`,
  );
  return `<style>${css.replaceAll('</style', '<\\/style')}</style>${preloads.join('')}`;
}

/**
 * A form that needs JavaScript (no post of its own: the admin login, the ego report), submitted
 * before its code has hydrated, would otherwise be sent by the browser as a GET to the page
 * itself (values in the address, then lost). This guard holds the submit and marks the form;
 * once hydrated, the form makes it (useSchemaForm, src/client/lib/schema-form.tsx). Inline, so
 * it runs before any script arrives; allowed by the page's nonce like its other inline scripts.
 */
export const preHydrationSubmitGuard = (nonce: string) =>
  `<script nonce="${nonce}">document.addEventListener("submit",function(e){var f=e.target;if(f instanceof HTMLFormElement&&f.hasAttribute("data-needs-js")&&!f.dataset.ready){e.preventDefault();f.dataset.pendingSubmit="1"}},true)</script>`;

/**
 * Content first, code after (docs/decisions/031): the page is whole and readable as served, so its
 * scripts are not fetched until it has been painted. The module script and the router's
 * modulepreload links leave the HTML; an inline loader adds them back once the `load` event has
 * come, the fonts are ready and the next frame has been painted (two animation frames), at the visitor's first touch, key or focus,
 * or 3 s after it ran (a slow image does not hold the page's code back longer), whichever comes first;
 * the submit guard above holds a press until hydration. On a phone's link the fonts and the largest image then
 * have the bandwidth to themselves; the scripts are the same bytes, a moment later. The loader
 * carries the page's CSP `nonce`.
 */
export function deferScripts(html: string, nonce?: string): string {
  const preloads = new Set<string>();
  const withoutPreloads = html.replace(/<link rel="modulepreload" href="([^"]+)"[^>]*>/g, (_tag, href: string) => {
    preloads.add(href);
    return '';
  });
  // The element stays, inert, for hydration to match (the router renders it with
  // `suppressHydrationWarning`, so its attributes may differ); the loader removes itself first.
  return withoutPreloads.replace(/<script type="module" src="([^"]+)"[^>]*><\/script>/, (_tag, src: string) => {
    const args = `${JSON.stringify(src)},${JSON.stringify([...preloads])}`.replace(/</g, '\\u003c');
    return `<script type="text/x-deferred"></script><script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${DEFERRED_LOADER}(${args})</script>`;
  });
}

/** {@link deferScripts}'s loader: `(entry, modulepreloads)`. */
const DEFERRED_LOADER = [
  'document.currentScript.remove();(function(m,p){var d=document,w=window,s=0;',
  'function go(){if(s)return;s=1;p.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;d.head.appendChild(l)});',
  'var e=d.createElement("script");e.type="module";e.src=m;d.head.appendChild(e)}',
  'function frames(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}',
  'function later(){d.fonts?d.fonts.ready.then(frames):frames()}',
  'if(d.readyState==="complete")later();else w.addEventListener("load",later);setTimeout(go,3000);',
  '["pointerdown","keydown","focusin"].forEach(function(t){w.addEventListener(t,go,{once:true,capture:true,passive:true})})})',
].join('');

/** Vite's development head (client, React refresh preamble) as manifest scripts. */
function devManifest(head: string): Manifest {
  const scripts = [...head.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attrs = '', body = '']) => {
    const src = /src="([^"]+)"/.exec(attrs)?.[1];
    return src ? { attrs: { type: 'module', src } } : { attrs: { type: 'module' }, children: body };
  });
  return { routes: { __root__: { scripts: [...scripts, { attrs: { type: 'module', src: '/main.tsx' } }] } } };
}

/**
 * Serves the pages: every route rendered on the server (src/client/entry-server.tsx) from the
 * built bundle in production, or through Vite in middleware mode (with HMR on Fastify's own
 * server) for `npm run dev`. Loaders call the procedures in-process through tRPC's local link,
 * with the same context (session, client address) as an HTTP call would have.
 */
/** How long after the app is ready a production server loads its renderer if no page asks for it sooner. */
const RENDERER_AFTER_MS = 100;

export async function registerPages(
  app: FastifyInstance,
  services: AppServices,
  canonicalPage?: { url: (url: string) => string | null },
  warmUp?: WarmUp,
): Promise<PageHandler> {
  const { config } = services;
  const origin = new URL(config.publicUrl).origin;
  const csp = contentSecurityPolicyHeader(config);
  if (config.client === 'none') {
    const stub =
      '<!doctype html><html lang="en-GB"><head><title>The Brain Appreciation Club</title></head><body><div id="root"></div></body></html>';
    // A form's refusal still answers its status, with the posted state (docs/decisions/021).
    return async (_req, reply, form) =>
      reply
        .code(form?.status ?? 200)
        .type('text/html')
        .send(form ? stub.replace('<head>', `<head>${postedFormScript(form.posted)}`) : stub);
  }

  let load: (url: string) => Promise<{ render: RenderPage; manifest: Manifest }>;
  /** Pages wait for this before rendering (the warm-up below), except the warm-up's own. */
  let warmedUp: Promise<unknown> = Promise.resolve();
  /** Asks for the renderer and the warm-up now, if they have not started yet. */
  let startWarmUp = () => {};
  /** Written first in every page's head (React leaves tags it did not render there alone). */
  let headStart = '';
  if (config.client === 'vite') {
    const { createServer } = await import('vite');
    const vite = await createServer({
      configFile: path.resolve('vite.config.ts'),
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    });
    await app.register(import('@fastify/middie'));
    app.use((req, res, next) => (isApiPath(req.url ?? '/') ? next() : vite.middlewares(req, res, next)));
    app.addHook('onClose', () => vite.close());
    load = async (url) => {
      const head = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>');
      const module = (await vite.ssrLoadModule('/entry-server.tsx')) as { renderPage: RenderPage };
      return { render: module.renderPage, manifest: devManifest(head.slice(head.indexOf('<head>') + 6, head.indexOf('</head>'))) };
    };
  } else {
    const { clientDist, serverEntry } = config.files;
    const manifestFile = path.join(clientDist, '.vite', 'manifest.json');
    if (!fs.existsSync(manifestFile) || !fs.existsSync(serverEntry)) {
      throw new Error(`The client is not built (${manifestFile} or ${serverEntry} is missing): run \`npm run build\` or \`npm start\`.`);
    }
    const vite = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ViteManifest;
    const manifest = routerManifest(vite, { inlineCss: true });
    headStart = pageHeadStart(
      siteStylesheets(vite)
        .map((href) => fs.readFileSync(path.join(clientDist, href), 'utf8'))
        .join('\n'),
    );
    // The renderer (React's server renderer and the routes) loads once the server listens, or at
    // the first page: compiling and running it before listening held /healthz and the API back
    // by a third of the start (docs/decisions/059). The first page waits for it if it must.
    let renderer: Promise<Renderer> | null = null;
    const loadRenderer = (): Promise<Renderer> => {
      if (renderer) return renderer;
      renderer = import(pathToFileURL(serverEntry).href) as Promise<Renderer>;
      renderer.then(
        (loaded) => {
          // The read cache's keys: a page's path with only the search its routes read.
          const canonical = loaded.canonicalPageUrl;
          if (canonicalPage && canonical) canonicalPage.url = (url) => canonical(url, origin);
        },
        (error: unknown) => app.log.fatal({ err: error }, 'The server-rendering bundle failed to load'),
      );
      return renderer;
    };
    await app.register(fastifyStatic, {
      root: clientDist,
      prefix: '/',
      wildcard: true,
      index: false,
      allowedPath: (pathName) => !pathName.startsWith('/.vite'),
      setHeaders(res, filePath) {
        // Hashed build assets never change; everything else is revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
    load = async () => ({ render: (await loadRenderer()).renderPage, manifest });
    // The home page's code is compiled on its first render: on the 2-core machine that took longer
    // than the render itself (50-70 ms of CPU, against 15-20 ms once compiled). In production it is
    // rendered once as soon as the renderer has loaded, kept nowhere, so that no visitor's page pays
    // for it; pages asked meanwhile wait for it, as they would for the renderer.
    if (warmUp && config.env === 'production') {
      const warm = warmUp;
      // Once the app is ready: a request earlier would boot it while plugins are still being added.
      // The renderer loads at the first page asked, or RENDERER_AFTER_MS after the app is ready,
      // whichever comes first: a restart answers its health check and the API while nothing has
      // asked for a page yet. Pages still wait for the warm-up, so none is the code's first render (decision 035).
      let begin = () => {};
      const asked = new Promise<void>((resolve) => (begin = resolve));
      startWarmUp = begin;
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onClose', async () => clearTimeout(timer));
      app.addHook('onReady', async () => {
        timer = setTimeout(begin, RENDERER_AFTER_MS);
        warmedUp = asked
          .then(() => clearTimeout(timer))
          .then(loadRenderer)
          .then(() => warm.render('/'))
          .catch(() => undefined);
      });
    } else {
      // Elsewhere (tests, `NODE_ENV=test`), loaded as the app is ready, as it was before.
      app.addHook('onReady', async () => {
        loadRenderer().catch(() => undefined);
      });
    }
  }

  const renderPage: PageHandler = async (req, reply, form) => {
    const context = await createContext(services, req, reply);
    const url = form?.url ?? req.url;
    // A successful post's result, kept by a one-visit cookie for the page its redirect named.
    let posted = form?.posted ?? null;
    if (!form && req.cookies[FORM_RESULT_COOKIE] !== undefined) {
      posted = decodeFormResult(req.cookies[FORM_RESULT_COOKIE]);
      reply.clearCookie(FORM_RESULT_COOKIE, { path: '/' });
    }
    if (!warmUp?.isOwn(req)) {
      startWarmUp();
      await warmedUp;
    }
    const { render, manifest } = await load(url);
    // D22 with docs/decisions/038: the scripts this answer's server writes carry this nonce, and
    // the policy allows inline scripts by it alone, so nothing else that reaches the page runs.
    const nonce = newNonce();
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string' && !(form && /^content-/.test(name))) headers.set(name, value);
    }
    const response = await render({
      url: `${origin}${url}`,
      headers,
      trpc: { router: appRouter, createContext: async () => context },
      manifest,
      origin,
      posted,
      nonce,
    });
    // A route that answers "wait" (Retry-After: /search past its throttle) renders its page with a 429.
    const retryAfter = response.status === 200 ? response.headers.get('retry-after') : null;
    if (retryAfter) reply.header('retry-after', retryAfter);
    reply.code(retryAfter ? 429 : form && response.status === 200 ? form.status : response.status);
    const location = response.headers.get('location');
    if (location) return reply.header('location', location).send();
    // A refused post is answered at /forms/NAME: the browser's router is told the form's own page
    // (the address the server rendered), so hydration matches and a reload does not post again.
    const atPage = form
      ? `<script nonce="${nonce}">history.replaceState(null,"",${JSON.stringify(form.url).replace(/</g, '\\u003c')}+location.hash)</script>`
      : '';
    const head = `${headStart}${preHydrationSubmitGuard(nonce)}${posted ? postedFormScript(posted) : ''}${atPage}`;
    // After the router's <meta charSet> when it comes first: HTML wants the charset within the first
    // 1024 bytes, and the inlined stylesheet is far longer than that.
    const rendered = (await response.text()).replace(
      /<head>(<meta charSet="utf-8"[^>]*>)?/,
      (_, charset = '') => `<head>${charset}${head}`,
    );
    const html = process.env.NO_DEFER || config.client === 'vite' ? rendered : deferScripts(rendered, nonce);
    if (config.client !== 'vite') reply.header('content-security-policy', csp(nonce));
    // Pages may show an administrator's own view: never stored by a shared cache. A page made for
    // one visit (its route's headers, or a procedure its loader called) is not stored at all.
    const perVisit = [response.headers.get('cache-control'), reply.getHeader('cache-control')].some((v) =>
      /no-store/.test(String(v ?? '')),
    );
    // A member's own page (docs/decisions/054) is theirs alone, signed in or not. Its forms post with
    // the member's cookie, which the Origin rule asks to come from this site: under the site-wide
    // `no-referrer` a browser sends `Origin: null` with a form's post, so this page says `same-origin`
    // (still nothing to other sites, its `?signin=` link included).
    if (isMemberPageUrl(url)) reply.header('referrer-policy', 'same-origin');
    reply.header(
      'cache-control',
      context.session || isMemberPageUrl(url) ? 'private, no-store' : perVisit || posted ? 'no-store' : 'no-cache',
    );
    return reply.type('text/html; charset=utf-8').send(html);
  };
  // "/" is a directory to the static handler; it is the home page.
  app.get('/', renderPage);
  return renderPage;
}

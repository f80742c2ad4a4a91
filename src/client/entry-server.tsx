import { renderSsrHtmlResponse } from '@tanstack/router-core/ssr/server';
import { createRequestHandler, RouterServer } from '@tanstack/react-router/ssr/server';
import type { Manifest } from '@tanstack/router-core';
import { PassThrough } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { loadSearchSchemas } from './lib/search-schemas';
import { createTrpcClient } from './lib/trpc';
import { createAppRouter } from './router';
import { unstable_localLink } from '@trpc/client';
import type { AppRouter } from '../routers';
import type { PostedForm } from '../shared/form-posts';
import { PostedFormContext } from './lib/posted-form';

export type RenderOptions = {
  /** The page's absolute URL. */
  url: string;
  headers: Headers;
  /**
   * The router and this request's context: loaders call the procedures in-process (no HTTP round
   * trip) through a local link made here, with this bundle's own tRPC client, so its errors are
   * the ones this bundle's code recognises.
   */
  trpc: Parameters<typeof unstable_localLink<AppRouter>>[0];
  /** The built client's entry script, its imports and stylesheets (or Vite's in development). */
  manifest: Manifest;
  /** PUBLIC_URL's origin. */
  origin: string;
  /** A form posted without JavaScript: its values and messages, or its result (docs/decisions/021). */
  posted?: PostedForm | null;
};

/**
 * Renders one page on the server: a router and a Query cache for this request, the route's
 * loaders awaited, the whole document rendered once everything (lazy sections included) is
 * ready, so the HTML is complete without JavaScript. Answers the router's status (404 for a
 * not-found), its redirects, and the HTML with the dehydrated router and Query state.
 */
export async function renderPage({ url, headers, trpc, manifest, origin, posted = null }: RenderOptions): Promise<Response> {
  const trpcLink = unstable_localLink(trpc);
  // The routes' search schemas, loaded once (the router validates synchronously).
  await loadSearchSchemas();
  const request = new Request(url, { headers });
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter(createTrpcClient(trpcLink), origin),
    getRouterManifest: async () => manifest,
  });
  return handler(({ router, responseHeaders }) =>
    renderSsrHtmlResponse({
      router,
      responseHeaders,
      render: () =>
        renderComplete(
          <PostedFormContext value={posted}>
            <RouterServer router={router} />
          </PostedFormContext>,
        ),
    }),
  );
}

/**
 * The whole document as one string, once every Suspense boundary (the lazy home sections) has
 * resolved: no streamed fallbacks, so the page reads the same with JavaScript off.
 */
function renderComplete(children: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(children, {
      onAllReady() {
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        // The router's transform writes the doctype itself.
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8').replace(/^<!DOCTYPE html>/i, '')));
        sink.on('error', reject);
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        console.error('Server render error:', error);
      },
    });
  });
}

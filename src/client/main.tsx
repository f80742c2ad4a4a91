import './lib/zod-config';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
// React DOM's small package (`preload`, `flushSync`), which the client chunk and lazy parts share:
// in the entry's chunk rather than a file of its own now that the client is imported apart.
import 'react-dom';
import { awaitSearchSchemasOnNavigation, searchSchemasFor } from './lib/search-schemas';
import { createBrowserTrpcClient } from './lib/trpc';
import { createAppRouter } from './router';
import './styles.css';

// The page arrives rendered by the server (src/client/entry-server.tsx); React takes it over.
// Four tasks, not one: this module's evaluation, React DOM's, the router's construction (history,
// route tree, dehydrated state), then hydration. Each fits within a long task's 50 ms on a throttled
// phone where the three together did not (Total Blocking Time; docs/decisions/047). A press in
// between is held by the page's submit guard and replayed by React, as before hydration.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
// React DOM's client, a third of the entry's evaluation, is a chunk of its own (modulepreloaded
// with the entry, so no round trip): evaluated in a task of its own, not in the entry's (docs/decisions/059).
const reactDom = import('react-dom/client');

void nextTask().then(() => {
  // The server wrote PUBLIC_URL's origin into the page (og:url); the head is rebuilt from the same.
  const ogUrl = document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  const router = createAppRouter(createBrowserTrpcClient(), ogUrl ? new URL(ogUrl).origin : window.location.origin);
  awaitSearchSchemasOnNavigation(router);

  // In a transition, React hydrates in slices and yields to the browser between them: no long
  // task blocks a tap while the page is taken over.
  const hydrate = ({ hydrateRoot }: Awaited<typeof reactDom>) =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RouterClient router={router} />
        </StrictMode>,
      );
    });
  // A page whose search a zod schema validates (/checkout, /admin) hydrates once the schema is here.
  const schemas = searchSchemasFor(router, window.location.pathname);
  return Promise.all([reactDom, schemas ?? nextTask()])
    .then(([dom]) => nextTask().then(() => dom))
    .then(hydrate);
});

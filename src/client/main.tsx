import './lib/zod-config';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { awaitSearchSchemasOnNavigation, searchSchemasFor } from './lib/search-schemas';
import { createBrowserTrpcClient } from './lib/trpc';
import { createAppRouter } from './router';
import './styles.css';

// The page arrives rendered by the server (src/client/entry-server.tsx); React takes it over.
// Three tasks, not one: this module's evaluation, the router's construction (history, route
// tree, dehydrated state), then hydration. Each fits within a long task's 50 ms on a throttled
// phone where the three together did not (Total Blocking Time; docs/decisions/047). A press in
// between is held by the page's submit guard and replayed by React, as before hydration.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
// The first timer is set from a microtask, once this module has run, not from its top level: with
// DevTools or Lighthouse recording, Chrome notes the stack that set a timer, and a stack holding this
// chunk's top level has V8 parse the whole chunk again for its source positions, some 17 ms of the
// module's evaluation (docs/decisions/068).
const firstTask = Promise.resolve().then(nextTask);

void firstTask.then(() => {
  // The server wrote PUBLIC_URL's origin into the page (og:url); the head is rebuilt from the same.
  const ogUrl = document.querySelector<HTMLMetaElement>('meta[property="og:url"]')?.content;
  const router = createAppRouter(createBrowserTrpcClient(), ogUrl ? new URL(ogUrl).origin : window.location.origin);
  awaitSearchSchemasOnNavigation(router);

  // In a transition, React hydrates in slices and yields to the browser between them: no long
  // task blocks a tap while the page is taken over.
  const hydrate = () =>
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
  return (schemas ?? nextTask()).then(hydrate);
});

import { type ReactNode, Suspense, use, useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Code splitting for sections that arrive rendered: the server renders `children` (a
 * React.lazy component) in full, so the content is in the HTML for every reader, with or
 * without JavaScript. In the browser, hydrating them waits until the section comes within
 * `rootMargin` of the viewport, is named by the address's anchor, or is touched or focused: until then React keeps the server's
 * HTML as it is and their code is not downloaded, which keeps the home page's initial
 * JavaScript within its budget. Rendered in the browser rather than hydrated (a client-side
 * visit to the home page), they simply load.
 */
export function HydrateWhenNear({ id, rootMargin, children }: { id: string; rootMargin?: string; children: ReactNode }) {
  return (
    <div data-hydrate-when-near={id}>
      <Suspense fallback={null}>
        <HydrationGate id={id} rootMargin={rootMargin}>
          {children}
        </HydrationGate>
      </Suspense>
    </div>
  );
}

const gates = new Map<string, Promise<void>>();

/** Without `rootMargin`, only a touch, a focus or the first Tab hydrates (a box always in view, used by few). */
function whenNear(id: string, rootMargin: string | undefined): Promise<void> {
  let gate = gates.get(id);
  if (!gate) {
    gate = new Promise<void>((resolve) => {
      const el = document.querySelector(`[data-hydrate-when-near="${id}"]`);
      if (!el || (rootMargin !== undefined && typeof IntersectionObserver === 'undefined')) return resolve();
      // The anchor in the address (/#support, /#membership, /#exhibitions): the visitor is heading there.
      const target = location.hash && document.getElementById(location.hash.slice(1));
      if (target && (el.contains(target) || target.contains(el))) return resolve();
      const observer =
        rootMargin === undefined
          ? null
          : new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), { rootMargin });
      // One signal removes every listener (fewer bytes in the home page's initial JavaScript).
      const listening = new AbortController();
      const { signal } = listening;
      function done() {
        observer?.disconnect();
        listening.abort();
        resolve();
      }
      observer?.observe(el);
      // On the window, capturing: React stops an event aimed into a section it has not hydrated
      // yet (to replay it after), so a listener on the section itself would never hear it.
      const touched = (e: Event) => e.target instanceof Node && el.contains(e.target) && done();
      window.addEventListener('focusin', touched, { signal, capture: true });
      window.addEventListener('pointerdown', touched, { signal, capture: true });
      // Keyboard users: the first Tab hydrates, so focus never meets a section that cannot act yet.
      window.addEventListener('keydown', (e) => e.key === 'Tab' && done(), { signal });
    });
    gates.set(id, gate);
  }
  return gate;
}

/**
 * Suspends (keeping the server's HTML) until the section is near; its children are not even
 * created before that, so React cannot start loading their code early.
 */
function HydrationGate({ id, rootMargin, children }: { id: string; rootMargin?: string; children: ReactNode }) {
  // React reads the server snapshot while hydrating and the client one otherwise.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  if (hydrating && typeof window !== 'undefined') use(whenNear(id, rootMargin));
  return (
    <>
      {children}
      <ScrollToHashOnArrival />
    </>
  );
}

/**
 * A client-side visit to an anchor of these sections (the header's /#membership from another
 * page): the router looks for the anchor before the sections' code has loaded, so once they are
 * on the page the anchor is scrolled to again. A hydrated section needs nothing: the browser
 * found the anchor in the server's HTML.
 */
function ScrollToHashOnArrival() {
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [rendered] = useState(!hydrating);
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (rendered && id) document.getElementById(id)?.scrollIntoView();
  }, [rendered]);
  return null;
}

const subscribeToNothing = () => () => {};

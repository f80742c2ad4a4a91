import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport';

/**
 * Renders `children` (a React.lazy component) only once the placeholder comes near the
 * viewport, so the home page's initial JavaScript stays within its budget: sections further
 * down the page load as the visitor scrolls (or jumps) towards them. The first Tab press loads
 * them too, so keyboard users never tab past a section that is not there yet.
 */
export function Deferred({ placeholder, rootMargin, children }: { placeholder: ReactNode; rootMargin: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, { rootMargin, onFirstTab: true });

  if (near) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return <div ref={ref}>{placeholder}</div>;
}

/** Brings a section named by the address (/#membership) into view once it has rendered. */
export function useScrollToHashOnMount(ids: readonly string[]): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (ids.includes(id)) document.getElementById(id)?.scrollIntoView();
  }, [ids]);
}

import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` (a React.lazy component) only once the placeholder comes near the
 * viewport, so the home page's initial JavaScript stays within its budget: sections further
 * down the page load as the visitor scrolls (or jumps) towards them. The first Tab press loads
 * them too, so keyboard users never tab past a section that is not there yet.
 */
export function Deferred({ placeholder, rootMargin, children }: { placeholder: ReactNode; rootMargin: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin });
    observer.observe(el);
    const onKey = (e: KeyboardEvent) => e.key === 'Tab' && setNear(true);
    window.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKey);
    };
  }, [near, rootMargin]);

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

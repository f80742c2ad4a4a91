import { type RefObject, useEffect, useState } from 'react';

/**
 * Becomes true, once and for good, when the element comes within `rootMargin` of the viewport.
 * With `onFirstTab`, the first Tab press counts too, so keyboard users never tab past content
 * that has not loaded yet.
 */
export function useNearViewport(
  ref: RefObject<HTMLElement | null>,
  { rootMargin, onFirstTab = false }: { rootMargin: string; onFirstTab?: boolean },
): boolean {
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
    if (onFirstTab) window.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKey);
    };
  }, [ref, near, rootMargin, onFirstTab]);
  return near;
}

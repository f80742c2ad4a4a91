import { Link } from '@tanstack/react-router';
import { type KeyboardEvent as ReactKeyboardEvent, lazy, useEffect, useRef } from 'react';
import { headerNav } from '~/shared/navigation';
import { HydrateWhenNear } from './hydrate-when-near';

// The search box is plain HTML (a GET form to /search) until its code arrives: rendered in full on
// the server, hydrated in a chunk of its own when first touched or focused (docs/decisions/030; the home
// page's budget). The shortcuts need no more than this listener: the dialog's code comes with the first press.
const SiteSearchBox = lazy(() => import('../search/site-search-box'));

const typingIn = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT');

function onSearchShortcut(e: KeyboardEvent) {
  if (e.defaultPrevented || e.altKey) return;
  const k = (e.key === 'k' || e.key === 'K') && (e.ctrlKey || e.metaKey) && !e.shiftKey;
  if (!k && (e.key !== '/' || e.ctrlKey || e.metaKey || typingIn(e.target))) return;
  e.preventDefault();
  void import('../search/site-search-trigger').then((m) => m.openSearch(null));
}

/**
 * The spec's navigation as a list of links, in the desktop bar (which marks the current page) and in
 * the mobile menu (which closes on a choice).
 */
function NavLinks({
  className,
  linkClassName,
  markCurrent = false,
  onNavigate,
}: {
  className: string;
  linkClassName: string;
  markCurrent?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul className={className}>
      {headerNav.map((item) => (
        <li key={item.label}>
          <Link
            to={item.to as '/'}
            hash={'hash' in item ? item.hash : undefined}
            className={linkClassName}
            activeOptions={markCurrent ? { exact: true, includeHash: true } : undefined}
            activeProps={markCurrent ? { className: 'text-gold-light underline', 'aria-current': 'page' } : undefined}
            onClick={onNavigate}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Header with the spec's navigation. On narrow screens the menu is a <details> disclosure, so it opens
 * and closes as plain HTML before (or without) JavaScript; with it, a choice, the backdrop or Escape closes it.
 */
export function SiteHeader() {
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (menu.current) menu.current.open = false;
  };

  // Escape closes the open menu and leaves the focus on its button, not on a link that is no longer shown.
  const onMenuKey = (e: ReactKeyboardEvent<HTMLDetailsElement>) => {
    if (e.key !== 'Escape' || !e.currentTarget.open) return;
    close();
    e.currentTarget.querySelector('summary')?.focus();
  };

  useEffect(() => {
    document.addEventListener('keydown', onSearchShortcut);
    return () => document.removeEventListener('keydown', onSearchShortcut);
  }, []);

  return (
    <header className="sticky top-0 z-50 border-b-4 border-double border-gold bg-ink text-parchment">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-parchment focus:p-2 focus:text-ink"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-2 px-3 py-2 sm:gap-4 sm:px-4 sm:py-3">
        <Link to="/" className="flex min-w-0 items-center gap-2 text-parchment no-underline sm:gap-3" onClick={close}>
          <img src="/favicon.svg" alt="" width={40} height={40} className="h-8 w-8 shrink-0 sm:h-10 sm:w-10" />
          <span className="font-display text-base font-bold leading-tight sm:text-xl">
            The Brain Appreciation Club
            {/* The motto waits for room: on a phone the sticky header keeps to two short lines. */}
            <span className="hidden font-serif text-sm font-normal italic text-gold-light sm:block">Est. 1847 · Organic Thought Only</span>
          </span>
        </Link>
        <HydrateWhenNear id="site-search">
          <SiteSearchBox />
        </HydrateWhenNear>
        <nav aria-label="Main" className="hidden xl:block">
          <NavLinks
            className="flex items-center gap-4"
            linkClassName="whitespace-nowrap text-base text-parchment no-underline hover:text-gold-light hover:underline"
            markCurrent
          />
        </nav>
        <details ref={menu} className="group shrink-0 xl:hidden" onKeyDown={onMenuKey}>
          {/* Above the backdrop (z-40), so the open menu's close button is neither dimmed nor covered. Its name
              follows the state in CSS alone (browsers tell the expanded state of a summary themselves). */}
          <summary
            data-testid="menu-button"
            className="relative z-50 flex h-10 w-10 cursor-pointer list-none items-center justify-center rounded-sm border border-gold-light text-parchment [&::-webkit-details-marker]:hidden"
          >
            {/* Drawn here, not with the site's Glyph (page-parts/glyph.tsx), to keep its table out of the initial JavaScript. */}
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              className="h-5 w-5 group-open:hidden"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
            >
              <path d="M2 4h12M2 8h12M2 12h12" />
            </svg>
            <svg
              aria-hidden="true"
              viewBox="0 0 16 16"
              className="hidden h-5 w-5 group-open:block"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.75"
            >
              <path d="M3.5 3.5l9 9m0-9l-9 9" />
            </svg>
            <span className="sr-only group-open:hidden">Open menu</span>
            <span className="sr-only hidden group-open:inline">Close menu</span>
          </summary>
          <div data-testid="mobile-menu-backdrop" className="fixed inset-0 top-0 z-40 bg-ink/60" aria-hidden="true" onClick={close} />
          <nav id="mobile-menu" aria-label="Mobile" className="absolute left-0 right-0 top-full z-50 border-b-4 border-gold bg-ink">
            <NavLinks
              className="flex flex-col px-4 py-2"
              linkClassName="block border-b border-parchment/15 py-3 text-lg text-parchment no-underline hover:text-gold-light"
              onNavigate={close}
            />
          </nav>
        </details>
      </div>
    </header>
  );
}

import { Link } from '@tanstack/react-router';
import { lazy, useEffect, useState } from 'react';
import { headerNav } from '../../../shared/navigation';
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

/** Header with the spec's navigation and a mobile menu that closes on choice or backdrop. */
export function SiteHeader() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    document.addEventListener('keydown', onSearchShortcut);
    return () => document.removeEventListener('keydown', onSearchShortcut);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-50 border-b-4 border-double border-gold bg-ink text-parchment">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-parchment focus:p-2 focus:text-ink"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
        <Link to="/" className="flex items-center gap-3 text-parchment no-underline" onClick={() => setOpen(false)}>
          <img src="/favicon.svg" alt="" width={40} height={40} className="h-10 w-10" />
          <span className="font-display text-lg font-bold leading-tight sm:text-xl">
            The Brain Appreciation Club
            <span className="block font-serif text-sm font-normal italic text-gold-light">Est. 1847 · Organic Thought Only</span>
          </span>
        </Link>
        <HydrateWhenNear id="site-search">
          <SiteSearchBox />
        </HydrateWhenNear>
        <nav aria-label="Main" className="hidden xl:block">
          <NavLinks
            className="flex items-center gap-5"
            linkClassName="text-base text-parchment no-underline hover:text-gold-light hover:underline"
            markCurrent
          />
        </nav>
        <button
          type="button"
          // Above the backdrop (z-40), so the open menu's close button is neither dimmed nor covered.
          className="relative z-50 rounded-sm border border-gold-light px-3 py-2 text-parchment xl:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          <span aria-hidden="true" className="text-xl leading-none">
            {open ? '✕' : '☰'}
          </span>
        </button>
      </div>
      {open && (
        <>
          <div
            data-testid="mobile-menu-backdrop"
            className="fixed inset-0 top-0 z-40 bg-ink/60 xl:hidden"
            aria-hidden="true"
            onClick={() => setOpen(false)}
          />
          <nav id="mobile-menu" aria-label="Mobile" className="absolute left-0 right-0 z-50 border-b-4 border-gold bg-ink xl:hidden">
            <NavLinks
              className="flex flex-col px-4 py-2"
              linkClassName="block border-b border-parchment/15 py-3 text-lg text-parchment no-underline hover:text-gold-light"
              onNavigate={() => setOpen(false)}
            />
          </nav>
        </>
      )}
    </header>
  );
}

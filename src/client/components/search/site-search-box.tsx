import { useEffect } from 'react';
import { installSearchTrigger } from './site-search-trigger';

/**
 * The header's search box: without JavaScript a GET form to /search (Enter or its button submits); with it,
 * typing here, `/` or Ctrl or Cmd+K opens the search dialog, whose code is fetched then.
 * The submit button sits inside the box's right edge so the header keeps its width at every size.
 */
export default function SiteSearchBox() {
  useEffect(installSearchTrigger, []);
  return (
    <form action="/search" role="search" aria-label="Site search" className="relative">
      <input
        id="site-search-q"
        name="q"
        type="search"
        aria-label="Search the Club"
        placeholder="Search  /"
        maxLength={100}
        className="w-28 rounded-sm border border-gold-light bg-ink py-1 pl-2 pr-7 text-parchment placeholder:text-parchment/70 sm:w-44 xl:w-36"
      />
      <button
        type="submit"
        className="absolute inset-y-0 right-0 flex w-7 items-center justify-center rounded-sm text-gold-light hover:text-parchment"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="8.5" cy="8.5" r="5.5" />
          <path d="m13 13 5 5" strokeLinecap="round" />
        </svg>
        <span className="sr-only">Search</span>
      </button>
    </form>
  );
}

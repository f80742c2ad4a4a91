import { useEffect } from 'react';
import { installSearchTrigger } from './site-search-trigger';

/**
 * The header's search box: without JavaScript a GET form to /search (Enter submits); with it,
 * typing here, `/` or Ctrl or Cmd+K opens the search dialog, whose code is fetched then.
 */
export default function SiteSearchBox() {
  useEffect(installSearchTrigger, []);
  return (
    <form action="/search" role="search" aria-label="Site search">
      <input
        id="site-search-q"
        name="q"
        type="search"
        aria-label="Search the Club"
        placeholder="Search  /"
        maxLength={100}
        className="w-28 rounded-sm border border-gold-light bg-ink px-2 py-1 text-parchment placeholder:text-parchment/70 sm:w-44"
      />
    </form>
  );
}

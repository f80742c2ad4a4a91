import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Snippet } from './snippet';
import { createRoot, type Root } from 'react-dom/client';
import { countLabel, SEARCH_LIMIT_DIALOG, SEARCH_QUERY_MAX, type SearchAnswer, type SearchResult } from '~/shared/site-search';
import { Glyph } from '~/client/components/page-parts/glyph';

/**
 * The search dialog (docs/decisions/030): a modal with a combobox (WAI-ARIA 1.2 "combobox with listbox
 * popup": focus stays in the input, arrows move `aria-activedescendant`, Enter opens the active
 * result, or the full results page when none is active). Results arrive as you type: asked
 * DEBOUNCE_MS after the last key, the previous request cancelled. Rendered in a root of its own,
 * loaded on first use by site-search-trigger.ts, so none of it is in a page's initial JavaScript.
 */
const DEBOUNCE_MS = 150;

let root: Root | null = null;
let host: HTMLElement | null = null;

export function openSearchDialog(initial: string, opener: HTMLElement | null): void {
  if (host) {
    host.querySelector('input')?.focus();
    return;
  }
  host = document.createElement('div');
  document.body.append(host);
  // Everything else is out of reach while the modal is open (aria-modal's promise kept).
  const others = [...document.body.children].filter((el) => el !== host && !el.hasAttribute('inert'));
  for (const el of others) el.setAttribute('inert', '');
  const close = () => {
    for (const el of others) el.removeAttribute('inert');
    root?.unmount();
    host?.remove();
    root = null;
    host = null;
    opener?.focus();
  };
  root = createRoot(host);
  root.render(<SearchDialog initial={initial} onClose={close} />);
}

type State =
  | { status: 'idle' }
  | { status: 'loading'; answer: SearchAnswer | null }
  | { status: 'done'; answer: SearchAnswer }
  | { status: 'error'; message: string };

const pageUrl = (q: string) => `/search?q=${encodeURIComponent(q)}`;

function SearchDialog({ initial, onClose }: { initial: string; onClose: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [q, setQ] = useState(initial);
  const [state, setState] = useState<State>({ status: 'idle' });
  const [active, setActive] = useState(-1);
  const query = q.trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX);

  useEffect(() => input.current?.focus(), []);

  useEffect(() => {
    setActive(-1);
    if (!query) {
      setState({ status: 'idle' });
      return;
    }
    setState((s) => ({ status: 'loading', answer: s.status === 'done' ? s.answer : s.status === 'loading' ? s.answer : null }));
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/search?q=${encodeURIComponent(query)}&limit=${SEARCH_LIMIT_DIALOG}`, {
        signal: abort.signal,
        headers: { accept: 'application/json' },
      })
        .then(async (res) => {
          if (res.status === 429) throw new Error('Too many searches at once: wait a moment and type again.');
          if (!res.ok) throw new Error('The search is unavailable just now.');
          setState({ status: 'done', answer: (await res.json()) as SearchAnswer });
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          setState({ status: 'error', message: error instanceof Error ? error.message : 'The search failed.' });
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [query]);

  const answer = state.status === 'done' || state.status === 'loading' ? state.answer : null;
  const results: SearchResult[] = answer ? answer.groups.flatMap((g) => g.results) : [];
  // The options: every result, then "all results" (the full page).
  const optionCount = query ? results.length + 1 : 0;
  const optionId = (i: number) => `${id}-option-${i}`;
  const go = (url: string) => window.location.assign(url);
  const choose = (i: number) => go(i >= 0 && i < results.length ? results[i].url : pageUrl(query));

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'ArrowDown' && optionCount) {
      e.preventDefault();
      setActive((a) => (a + 1) % optionCount);
    } else if (e.key === 'ArrowUp' && optionCount) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? optionCount - 1 : a - 1));
    } else if (e.key === 'Enter' && e.target === input.current && query) {
      e.preventDefault();
      choose(active);
    } else if (e.key === 'Tab') {
      // Focus stays in the dialog: the input and the close button, in turn.
      const focusable = [...e.currentTarget.querySelectorAll<HTMLElement>('input, button')];
      const i = focusable.findIndex((el) => el === document.activeElement);
      const next = focusable[(i + (e.shiftKey ? focusable.length - 1 : 1)) % focusable.length];
      e.preventDefault();
      next?.focus();
    }
  };

  const expanded = Boolean(query) && state.status !== 'idle';
  let status = '';
  if (state.status === 'error') status = state.message;
  else if (answer && query)
    status =
      answer.total === 0
        ? `No results for “${answer.q}”.`
        : `${answer.total === 1 ? 'One result' : `${countLabel(answer.total, answer.capped)} results`}${answer.approximate ? ' with similar words' : ''}. Arrow keys to choose, Enter to open.`;
  else if (state.status === 'loading') status = 'Searching…';

  let index = 0;
  return (
    <div className="fixed inset-0 z-[60] flex items-start justify-center bg-ink/70 px-3 pt-[10vh]" onMouseDown={onClose}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        className="w-full max-w-2xl rounded-sm border-4 border-double border-gold bg-paper text-ink shadow-2xl"
        onMouseDown={(e) => e.stopPropagation()}
        onKeyDown={onKeyDown}
      >
        <div className="flex items-center gap-2 border-b border-ink/20 p-3">
          <h2 id={`${id}-title`} className="sr-only">
            Search the Club
          </h2>
          <input
            ref={input}
            type="search"
            role="combobox"
            aria-label="Search the Club"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-listbox`}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            aria-describedby={`${id}-status`}
            autoComplete="off"
            spellCheck={false}
            maxLength={SEARCH_QUERY_MAX}
            placeholder="Exhibitions, reports, pages…"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            className="min-w-0 flex-1 rounded-sm border-2 border-ink/40 bg-paper px-3 py-2 text-lg"
          />
          <button type="button" onClick={onClose} className="btn-secondary px-3 py-2" aria-label="Close search">
            Esc
          </button>
        </div>
        <p id={`${id}-status`} role="status" className="px-4 pt-2 text-sm text-ink-soft">
          {status}
        </p>
        <div id={`${id}-listbox`} role="listbox" aria-label="Search results" className="max-h-[60vh] overflow-y-auto p-2">
          {expanded &&
            answer?.groups.map((group) => (
              <div key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`}>
                <div
                  role="presentation"
                  id={`${id}-group-${group.kind}`}
                  className="px-2 pt-3 text-sm font-bold uppercase tracking-wide text-burgundy"
                >
                  {group.label} ({countLabel(group.total, group.capped)})
                </div>
                {group.results.map((result) => {
                  const i = index++;
                  return (
                    <div
                      key={result.url}
                      id={optionId(i)}
                      role="option"
                      aria-selected={i === active}
                      className={`cursor-pointer rounded-sm px-2 py-2 ${i === active ? 'bg-parchment-dark outline outline-2 outline-ink' : ''}`}
                      onMouseMove={() => setActive(i)}
                      onClick={() => choose(i)}
                    >
                      <span className="block font-bold">{result.title}</span>
                      <Snippet parts={result.snippet} as="span" className="block text-sm text-ink-soft" />
                    </div>
                  );
                })}
              </div>
            ))}
          {query && (
            <div
              id={optionId(results.length)}
              role="option"
              aria-selected={active === results.length}
              className={`mt-2 cursor-pointer rounded-sm px-2 py-2 font-bold text-burgundy ${active === results.length ? 'bg-parchment-dark outline outline-2 outline-ink' : ''}`}
              onMouseMove={() => setActive(results.length)}
              onClick={() => choose(results.length)}
            >
              All results for “{query}” <Glyph name="forward" />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

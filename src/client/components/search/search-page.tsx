import { Link } from '@tanstack/react-router';
import { Snippet } from './snippet';
import { countLabel, SEARCH_QUERY_MAX, type SearchAnswer } from '~/shared/site-search';
import { trpc } from '~/client/lib/trpc';
import { PageTitle } from '../page-parts/page-title';
import { pageLink } from '~/shared/navigation';

/** Where to go when nothing matched. */
const BROWSE = (['/exhibitions', '/intelligence', '/recognition', '/shame', '/brain-arsenal'] as const).map((to) => pageLink(to));

const searchHref = (q: string) => `/search?q=${encodeURIComponent(q)}`;

/**
 * /search?q=: a GET form that works without JavaScript and the results rendered on the server,
 * grouped by kind (the best group first), title matches first within each, with the count.
 */
export function SearchPage({ q, throttled }: { q: string | undefined; throttled?: number }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <PageTitle eyebrow="The Club’s Catalogue" title="Search" />
      <form action="/search" method="get" role="search" aria-label="Search the catalogue" className="mx-auto mt-6 flex max-w-2xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          Search the Club
        </label>
        <input
          id="search-page-q"
          key={q}
          name="q"
          type="search"
          defaultValue={q}
          maxLength={SEARCH_QUERY_MAX}
          placeholder="Exhibitions, reports, pages…"
          className="min-w-0 flex-1 rounded-sm border-2 border-ink/40 bg-paper px-3 py-2 text-lg"
        />
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>
      {throttled ? (
        <p role="alert" className="mt-8 text-center text-lg">
          Too many searches: please wait {throttled} seconds before trying again.
        </p>
      ) : q ? (
        <Results q={q} />
      ) : (
        <p className="mt-8 text-center text-ink-soft">Type a word, or the first letters of one, and press Enter.</p>
      )}
    </div>
  );
}

function Results({ q }: { q: string }) {
  const [answer] = trpc.public.search.useSuspenseQuery({ q });
  return (
    <div className="mt-8">
      <p role="status" className="text-lg">
        {answer.total === 0 ? (
          <>No results for “{q}”.</>
        ) : answer.approximate ? (
          <>
            No exact matches for “{q}”. {answer.total === 1 ? 'One title has' : `${answer.total} titles have`} similar words:
          </>
        ) : (
          <>
            {answer.total === 1 ? 'One result' : `${countLabel(answer.total, answer.capped)} results`} for “{q}”.
          </>
        )}
      </p>
      {answer.didYouMean && (
        <p className="mt-2">
          Did you mean{' '}
          <Link to="/search" search={{ q: answer.didYouMean }} className="font-bold">
            {answer.didYouMean}
          </Link>
          ?
        </p>
      )}
      {answer.total === 0 ? <EmptyState /> : <Groups answer={answer} />}
    </div>
  );
}

function Groups({ answer }: { answer: SearchAnswer }) {
  return (
    <>
      {answer.groups.map((group) => (
        <section key={group.kind} aria-labelledby={`search-group-${group.kind}`} className="mt-10">
          <h2 id={`search-group-${group.kind}`} className="section-title mb-4">
            {group.label} <span className="text-base font-normal text-ink-soft">({countLabel(group.total, group.capped)})</span>
          </h2>
          <ul className="space-y-4">
            {group.results.map((result) => (
              <li key={result.url} className="card p-4">
                <Link to={result.url as '/'} className="text-xl font-bold">
                  {result.title}
                </Link>
                <Snippet parts={result.snippet} as="p" className="mt-1 text-ink-soft" />
              </li>
            ))}
          </ul>
          {group.total > group.results.length && (
            <p className="mt-3 text-sm text-ink-soft">
              Showing the best {group.results.length} of {group.capped ? `more than ${group.total}` : group.total}: add a word to narrow the
              search.
            </p>
          )}
        </section>
      ))}
    </>
  );
}

function EmptyState() {
  return (
    <div className="card mt-6 p-6">
      <h2 className="text-2xl font-bold">Suggestions</h2>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        <li>Check the spelling, or type only the first letters of a word.</li>
        <li>Use fewer words: every word must appear.</li>
        <li>
          Try <a href={searchHref('synergy')}>synergy</a>, <a href={searchHref('chatbot')}>chatbot</a> or{' '}
          <a href={searchHref('memory')}>memory</a>.
        </li>
      </ul>
      <p className="mt-4">Or browse the collections:</p>
      <ul className="mt-2 flex flex-wrap gap-3">
        {BROWSE.map((b) => (
          <li key={b.to}>
            <Link to={b.to} className="btn-secondary">
              {b.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Link } from '@tanstack/react-router';
import { Glyph } from '~/client/components/page-parts/glyph';

/**
 * Previous / next links of a paged list (docs/decisions/020): plain links, so they work without JavaScript;
 * with it the router follows them in place. `param` is the search key (`page`, or `comments`).
 */
export function Pager({
  page,
  pageCount,
  label,
  param = 'page',
}: {
  page: number;
  pageCount: number;
  label: string;
  param?: 'page' | 'comments';
}) {
  if (pageCount <= 1) return null;
  const at = (n: number) => ({ [param]: n > 1 ? n : undefined });
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-4" data-testid="pager">
      {page > 1 ? (
        <Link
          to="."
          search={(prev: Record<string, unknown>) => ({ ...prev, ...at(page - 1) })}
          rel="prev"
          className="btn-secondary px-4 py-2"
        >
          <Glyph name="back" /> Previous page
        </Link>
      ) : null}
      <p className="font-display text-lg" aria-current="page">
        Page {page} of {pageCount}
      </p>
      {page < pageCount ? (
        <Link
          to="."
          search={(prev: Record<string, unknown>) => ({ ...prev, ...at(page + 1) })}
          rel="next"
          className="btn-primary px-4 py-2"
        >
          Next page <Glyph name="forward" />
        </Link>
      ) : null}
    </nav>
  );
}

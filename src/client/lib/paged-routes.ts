import { notFound } from '@tanstack/react-router';
import type { PagePath } from '~/shared/pages';
import type { RouterContext } from '../routes/__root';
import { pageParam } from '~/shared/public-lists';
import { staticPageHead } from './head';

/**
 * The paged lists' `head` and page check (docs/decisions/020). Only the route tree imports this module, so
 * it stays in the entry chunk beside the routes that use it.
 */

type PagedHeadArgs = {
  match: { context: { origin: string }; search: { page?: number; type?: string } };
  loaderData?: { pageCount: number };
};

/**
 * `head` of a paged list (docs/decisions/020): the page's own canonical address (page 1 is the bare path,
 * the arsenal's type filter kept) and `rel=prev` / `rel=next` links to its neighbours.
 */
export const pagedHead =
  (path: PagePath) =>
  ({
    match: {
      context: { origin },
      search: { page = 1, type },
    },
    loaderData,
  }: PagedHeadArgs) => {
    const at = (n: number) => path + (type ? `?type=${type}` : '') + (n > 1 ? `${type ? '&' : '?'}page=${n}` : '');
    const head = staticPageHead(origin, path, { path: at(page) });
    if (page > 1) head.links.push({ rel: 'prev', href: origin + at(page - 1) });
    if (loaderData && page < loaderData.pageCount) head.links.push({ rel: 'next', href: origin + at(page + 1) });
    return head;
  };

/**
 * `validateSearch` of a paged list: `?page=` as the zod schema listSearch (src/shared/schemas/search.ts)
 * reads it, written without zod (the home page's JavaScript budget; a list page hydrates without waiting for zod).
 */
export const pageSearch = (search: Record<string, unknown>): { page?: number } => ({ page: pageParam(search.page) });

/** A list page's data, or the route's 404 for a page past the end (page 1 of an empty list stands). */
export function pageOr404<T extends { page: number; pageCount: number }>(data: T): T {
  if (data.page > Math.max(1, data.pageCount)) throw notFound();
  return data;
}

type PublicApi = RouterContext['trpcUtils']['public'];
type PageDeps = { page?: number };

/**
 * The route options a paged list of `path` shares with the others (docs/decisions/020): `?page=`, a
 * loader that fetches that page with `load` (a page past the end is the route's 404) and the
 * {@link pagedHead}. With `failureShownByPage`, a failed fetch is not thrown: the page says so itself.
 * Spread into the route's options beside its `component`, which stays in the literal for the code
 * splitter (it splits what it reads there, and would leave a component passed through here in the entry).
 */
export const pagedList = <T extends { page: number; pageCount: number }>(
  path: PagePath,
  load: (api: PublicApi, page: number | undefined) => Promise<T>,
  { failureShownByPage = false } = {},
) => ({
  validateSearch: pageSearch,
  loaderDeps: ({ search }: { search: PageDeps }) => search,
  loader: ({ context, deps }: { context: RouterContext; deps: PageDeps }) =>
    load(context.trpcUtils.public, deps.page).then(pageOr404, failureShownByPage ? () => undefined : undefined),
  head: pagedHead(path),
});

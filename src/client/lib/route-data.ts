import { notFound } from '@tanstack/react-router';
import { truncateText } from '~/shared/format';
import { parseRouteId } from '~/shared/ids';
import type { PagePath } from '~/shared/pages';
import type { RouterContext } from '../routes/__root';
import { type HeadInput, pageHead, staticPageHead } from './head';

/** A loader's find: what it found, or the route's not-found screen (404) when it found nothing. */
export function foundOr404<T>(found: T | null | undefined): T {
  if (found === null || found === undefined) throw notFound();
  return found;
}

/** The id of a detail route, or the route's not-found screen (404) for "abc", "0" or "1e3". */
export const routeIdOr404 = (raw: string): number => foundOr404(parseRouteId(raw));

/** Awaits a loader's data; a 404 from the procedure becomes the route's not-found screen (and status). */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    // A TRPCClientError carries the HTTP status in `data` (read structurally: importing the class
    // would add tRPC's error tables to every page's initial JavaScript).
    if ((error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus === 404) throw notFound();
    throw error;
  }
}

/**
 * `loader` of a record's page by its id (`/shame/12`): what `load` fetches from the public API for
 * that id, or the route's not-found screen (404) for an id that is malformed or names nothing.
 */
export const byIdLoader =
  <T>(load: (api: RouterContext['trpcUtils']['public'], id: number) => Promise<T>) =>
  ({ context, params }: { context: RouterContext; params: { id: string } }) =>
    orNotFound(load(context.trpcUtils.public, routeIdOr404(params.id)));

/** The seconds to wait when a procedure refused for its throttle (a 429 carrying retryAfterSeconds), read structurally as above. */
export function retryAfterOf(error: unknown): number | undefined {
  const data = (error as { data?: { httpStatus?: number; retryAfterSeconds?: unknown } } | null)?.data;
  return data?.httpStatus === 429 && typeof data.retryAfterSeconds === 'number' ? data.retryAfterSeconds : undefined;
}

type HeadArgs = { match: { context: { origin: string }; fullPath: PagePath } };

/**
 * `head` of a page with a fixed address: title and description from src/shared/pages.ts, found by the
 * route's own path (a route whose path has no entry there does not compile).
 */
export const staticHead = ({ match }: HeadArgs) => staticPageHead(match.context.origin, match.fullPath);

type DetailHeadArgs<T> = { match: { context: { origin: string }; pathname: string }; loaderData?: T };
type Described = Omit<HeadInput, 'path'>;

/**
 * `head` of a detail page: the item's own title, description (visible text only) and image;
 * the route's not-found title, unindexed, when the loader found nothing.
 */
export const detailHead =
  <T>(notFoundTitle: string, describe: (item: T) => Described) =>
  ({ match, loaderData }: DetailHeadArgs<T>) =>
    loaderData
      ? pageHead(match.context.origin, { path: match.pathname, ...describe(loaderData) })
      : pageHead(match.context.origin, { title: notFoundTitle, description: `${notFoundTitle}.`, path: match.pathname, noindex: true });

type CatalogueItem = { title: string; description: string };

/**
 * {@link detailHead} of a catalogue item's page (recognition, shame, arsenal, exhibitions): its
 * title, its description as visible text cut at 160 characters, the image `image` picks from it,
 * and `type`. The route's loader data must hold the title and description (the router checks it).
 */
export const itemHead = <T>(notFoundTitle: string, image: (item: T) => HeadInput['image'], type?: HeadInput['type']) =>
  detailHead(notFoundTitle, (item: T & CatalogueItem) => ({
    title: item.title,
    description: truncateText(item.description, 160),
    image: image(item),
    type,
  }));

import { pageHead } from './head';

/**
 * The options shared by the pages a letter's token opens (the ticket, a waitlist claim; docs/decisions/057):
 * kept by no cache, sent with no referrer, not indexed, with the events page as their address in tags.
 * One helper: every route's options are in the home page's initial JavaScript.
 */
export const letterPage = (title: string) => ({
  headers: () => ({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }),
  head: ({ match }: { match: { context: { origin: string } } }) =>
    pageHead(match.context.origin, { title, description: title, path: '/events-symposiums', noindex: true }),
});

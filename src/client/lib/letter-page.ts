import { pageHead } from './head';

/**
 * The options shared by the pages a letter's token opens (the ticket, a waitlist claim, docs/decisions/057;
 * the Dispatch's confirm and unsubscribe pages, 056): kept by no cache, sent with no referrer, not
 * indexed, with a token-free address in tags (the events page for tickets and claims).
 * One helper: every route's options are in the home page's initial JavaScript.
 */
export const letterPage = (title: string, description = title, path = '/events-symposiums') => ({
  headers: () => ({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' }),
  head: ({ match }: { match: { context: { origin: string } } }) =>
    pageHead(match.context.origin, { title, description, path, noindex: true }),
});

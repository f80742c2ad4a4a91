import { createFileRoute } from '@tanstack/react-router';
import { SITE_NAME } from '~/shared/pages';
import AccountPage from '../components/account/account-page';

type AccountSearch = { signin?: string };

/**
 * A member's own page (docs/decisions/054): sign-in by a code or link from a letter (or a
 * passkey), then their membership, payments, letters and data. Its component is split off by
 * autoCodeSplitting, so none of it is in the home page's JavaScript. Never cached: the server
 * answers it `private, no-store` (src/server/pages.ts) and the read cache never looks at it.
 */
export const Route = createFileRoute('/account')({
  // A plain check, not zod: search validation runs in the entry bundle.
  validateSearch: (search: Record<string, unknown>): AccountSearch =>
    typeof search.signin === 'string' && /^[A-Za-z0-9_-]{43}$/.test(search.signin) ? { signin: search.signin } : {},
  loader: async ({ context }) => {
    const session = await context.trpcUtils.account.session.fetch();
    const overview = session.signedIn ? await context.trpcUtils.account.overview.fetch().catch(() => null) : null;
    // Renewing and the card (docs/decisions/055), rendered on the server with the rest of the page.
    const renewal = overview ? await context.trpcUtils.account.renewal.fetch().catch(() => null) : null;
    return { session, overview, renewal };
  },
  head: () => ({
    meta: [
      { title: `Your Membership · ${SITE_NAME}` },
      { name: 'robots', content: 'noindex' },
      // The page's forms post with the member's cookie, so they must carry this site's Origin (the
      // site-wide no-referrer makes a browser send `Origin: null`); the server says the same in a header.
      { name: 'referrer', content: 'same-origin' },
    ],
  }),
  component: AccountPage,
});

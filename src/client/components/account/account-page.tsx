import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { trpc } from '../../lib/trpc';
import { ClubPage } from '../page-parts/club-page';
import { AccountOverview } from './account-overview';
import { SignIn } from './sign-in';

const route = getRouteApi('/account');

/** /account: the sign-in for a visitor, the membership for a signed-in member. */
export default function AccountPage() {
  const { session, overview } = route.useLoaderData();
  const { signin } = route.useSearch();
  const router = useRouter();
  const utils = trpc.useUtils();
  const [, setNonce] = useState(0);
  // After a sign-in, sign-out or change: the member's queries are read again, and the loader with them.
  const refresh = async () => {
    await utils.account.invalidate();
    await router.invalidate();
    setNonce((n) => n + 1);
  };
  if (session.signedIn && overview) {
    return (
      <ClubPage eyebrow="Members" title="Your Membership">
        <AccountOverview overview={overview} onChange={refresh} />
      </ClubPage>
    );
  }
  return (
    <ClubPage
      eyebrow="Members"
      title="Your Membership"
      intro="Sign in with the address your membership letters go to: we send a code and a link, no password needed."
    >
      <SignIn linkToken={signin} onSignedIn={refresh} />
    </ClubPage>
  );
}

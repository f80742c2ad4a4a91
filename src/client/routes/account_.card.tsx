import { createFileRoute, Link } from '@tanstack/react-router';
import { SITE_NAME } from '~/shared/pages';
import { MembershipCard } from '../components/member-card/card';
import { PrintButton } from '../components/member-receipts/receipt';
import { memberOnly, SignInFirst } from '../components/member-receipts/member-only';
import { Glyph } from '~/client/components/page-parts/glyph';

/**
 * The signed-in member's card (docs/decisions/055): name, tier, valid-until and a QR code of its
 * public check, drawn on the server; it prints at a bank card's size, without JavaScript too.
 */
export const Route = createFileRoute('/account_/card')({
  // The loader comes with the page's component: nothing of it in other pages' first JavaScript.
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  loader: ({ context }) => memberOnly(context.trpcUtils.account.card.fetch()),
  head: () => ({ meta: [{ title: `Your Membership Card · ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] }),
  component: CardPage,
});

function CardPage() {
  const answer = Route.useLoaderData();
  if (!answer.signedIn) return <SignInFirst what="your membership card" />;
  const card = answer.data;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 print:max-w-none print:p-0" data-print-page>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/account" className="text-base">
          <Glyph name="back" /> Back to your membership
        </Link>
        <PrintButton label="Print card" />
      </div>
      <h1 className="mb-6 text-3xl font-bold print:hidden">Your membership card</h1>
      {!card.valid && (
        <p role="status" className="mb-4 border-l-4 border-burgundy pl-3 print:hidden">
          Your membership is not current: the card checks as not valid until you renew.
        </p>
      )}
      <MembershipCard card={card} />
      <div className="mt-8 space-y-3 text-base print:hidden">
        <p>
          Whoever scans the code (a doorkeeper at an event) sees only whether your membership is valid, and until when: nothing else about
          you. The card cannot be forged: its address carries the Club&apos;s signature.
        </p>
        <p>
          Its check:{' '}
          <a href={card.verifyUrl} className="break-all" data-testid="card-verify-url">
            {card.verifyUrl}
          </a>
        </p>
      </div>
    </article>
  );
}

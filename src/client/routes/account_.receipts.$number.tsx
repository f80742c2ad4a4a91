import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { RECEIPT_NUMBER } from '~/shared/receipts';
import { SITE_NAME } from '~/shared/pages';
import { PrintButton, ReceiptDocument } from '../components/member-receipts/receipt';
import { memberOnly, SignInFirst } from '../components/member-receipts/member-only';
import { Glyph } from '~/client/components/page-parts/glyph';

/**
 * A printable receipt of one of the signed-in member's payments or refunds (docs/decisions/055),
 * rendered on the server: it shows and prints without JavaScript. A number that is not theirs is
 * the not-found screen. Never cached (every /account page is `private, no-store`).
 */
export const Route = createFileRoute('/account_/receipts/$number')({
  // The loader comes with the page's component: nothing of it in other pages' first JavaScript.
  codeSplitGroupings: [['loader', 'component', 'notFoundComponent']],
  loader: async ({ context, params }) => {
    if (!RECEIPT_NUMBER.test(params.number)) throw notFound();
    return memberOnly(context.trpcUtils.account.receipt.fetch({ number: params.number }));
  },
  head: ({ params }) => ({
    meta: [{ title: `Receipt ${params.number} · ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }],
  }),
  notFoundComponent: ReceiptNotFound,
  component: ReceiptPage,
});

function ReceiptPage() {
  const answer = Route.useLoaderData();
  if (!answer.signedIn) return <SignInFirst what="your receipts" />;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 print:max-w-none print:p-0" data-print-page>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to="/account" hash="payments" className="text-base">
          <Glyph name="back" /> Back to your membership
        </Link>
        <PrintButton label="Print receipt" />
      </div>
      <ReceiptDocument receipt={answer.data} />
    </article>
  );
}

function ReceiptNotFound() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold">Receipt not found</h1>
      <p className="mt-3 text-lg">No receipt with this number is recorded under your address.</p>
      <p className="mt-3">
        <Link to="/account" hash="payments">
          Your payments and refunds
        </Link>
      </p>
    </div>
  );
}

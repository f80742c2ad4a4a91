import { createFileRoute, Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { planFor } from '~/shared/plans';
import { CHECKOUT_PLACEHOLDER } from '~/shared/schemas/payments';
import { DemoCheckout } from '../components/payments/demo-checkout';
import { Spinner } from '../components/payments/spinner';
import type { CheckoutSession, PayerDetails } from '../components/payments/types';
import { searchSchema } from '../lib/search-schemas';
import { trpc } from '../lib/trpc';
import { staticHead } from '../lib/route-data';

// Stripe.js and the Payment Element load only when the server runs in Stripe mode.
const StripeCheckout = lazy(() => import('../components/payments/stripe-checkout'));

export const Route = createFileRoute('/checkout')({
  head: staticHead,
  // Spec: type from the query, default basic, and an unknown type falls back to basic (the zod
  // schema checkoutSearch in src/shared/schemas/search.ts, loaded with this page).
  validateSearch: searchSchema('checkoutSearch'),
  component: CheckoutPage,
});

const SPINNER_TEXT = 'Preparing your distinguished payment portal...';

function CheckoutPage() {
  const { type, email, firstName } = Route.useSearch();
  const plan = planFor(type);
  const [session, setSession] = useState<CheckoutSession | null>(null);
  // ?email= from a renewal letter's link (docs/decisions/028) fills in the address; the payer can change it.
  // The member's page's Renew button adds ?firstName= (docs/decisions/055).
  const [details, setDetails] = useState<PayerDetails>({ firstName: firstName ?? '', email: email ?? '', website: '' });
  const createIntent = trpc.public.payments.createIntent.useMutation();
  const create = useRef(createIntent.mutateAsync);
  create.current = createIntent.mutateAsync;

  // A new payment secret on load and whenever the type changes (spec section 4).
  useEffect(() => {
    let current = true;
    setSession(null);
    create
      .current({ membershipType: type, ...CHECKOUT_PLACEHOLDER })
      .then((next) => current && setSession(next))
      // Spec: no secret is only logged, and the page stays on the spinner.
      .catch((error: unknown) => console.error('No payment secret was returned:', error));
    return () => {
      current = false;
    };
  }, [type]);

  const shared = { plan, details, onDetailsChange: setDetails };
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Link to="/" className="mb-6 inline-flex items-center gap-2 text-base font-bold">
        <span aria-hidden="true">&larr;</span> Return to Club
      </Link>
      {/* docs/decisions/021: the one public form that cannot work without JavaScript says so. */}
      <noscript>
        <div className="card mb-6 border-burgundy p-5" role="note" data-testid="checkout-needs-javascript">
          <p className="font-display text-lg font-bold">Card payment needs JavaScript</p>
          <p className="mt-1 text-base">
            The payment portal takes your card through our payment provider's secure form, which needs JavaScript. Please enable JavaScript
            in your browser to complete your membership, or write to the Secretary through the{' '}
            <a href="/#contact">correspondence form on the home page</a>, which works without it.
          </p>
        </div>
      </noscript>
      {!session || session.plan.type !== type ? (
        // Without JavaScript no payment secret ever comes: the message above stands alone, with no spinner.
        <div className="noscript:hidden">
          <Spinner text={SPINNER_TEXT} />
        </div>
      ) : session.mode === 'stripe' ? (
        <Suspense fallback={<Spinner text={SPINNER_TEXT} />}>
          <StripeCheckout session={session} {...shared} />
        </Suspense>
      ) : (
        <DemoCheckout session={session} {...shared} />
      )}
    </div>
  );
}

import { createFileRoute, Link, type SearchSchemaInput } from '@tanstack/react-router';
import { useEffect } from 'react';
import { DispatchSubscribeForm } from '../components/dispatch/subscribe-form';
import { Spinner } from '../components/payments/spinner';
import { trpc } from '../lib/trpc';
import { staticHead } from '../lib/route-data';

type ReturnSearch = { payment_intent?: string; payment_intent_client_secret?: string; redirect_status?: string };
const text = (value: unknown) => (typeof value === 'string' && value.length <= 255 ? value : undefined);

export const Route = createFileRoute('/payment-success')({
  head: staticHead,
  validateSearch: (search: Record<string, unknown> & SearchSchemaInput): ReturnSearch => ({
    payment_intent: text(search.payment_intent),
    payment_intent_client_secret: text(search.payment_intent_client_secret),
    redirect_status: text(search.redirect_status),
  }),
  component: PaymentSuccessPage,
});

/**
 * Where the payment provider returns the payer. The query string is only logged (spec); what
 * the page says comes from the server's reading of the payment (D18).
 */
function PaymentSuccessPage() {
  const { payment_intent: paymentIntentId, redirect_status: redirectStatus } = Route.useSearch();
  useEffect(() => {
    console.info('Returned from payment:', { payment_intent: paymentIntentId, redirect_status: redirectStatus });
  }, [paymentIntentId, redirectStatus]);
  const status = trpc.public.payments.status.useQuery({ paymentIntentId: paymentIntentId ?? '' }, { enabled: Boolean(paymentIntentId) });
  const confirmed = status.data?.status === 'succeeded';

  let body: React.ReactNode;
  if (!paymentIntentId) {
    body = (
      <NotConfirmed title="No Payment to Confirm">
        This page confirms a membership payment, but no payment was named in its address. If you have just paid, the payment page will bring
        you back here by itself.
      </NotConfirmed>
    );
  } else if (status.isPending) {
    body = <Spinner text="Consulting the Club's treasurer about your payment..." />;
  } else if (status.isError) {
    body = (
      <NotConfirmed title="Payment Not Confirmed">
        We could not find this payment, so we cannot confirm a membership. No membership has been recorded; if money has left your account,
        please write to the Club with the payment reference {paymentIntentId}.
      </NotConfirmed>
    );
  } else if (confirmed) {
    body = <Welcome planName={status.data.planName} demo={status.data.mode === 'demo'} />;
  } else if (status.data.status === 'processing') {
    body = (
      <NotConfirmed title="Payment Being Processed" type={status.data.membershipType}>
        Your bank is still considering the matter. Your membership will be recorded as soon as the payment completes; there is no need to
        pay again.
      </NotConfirmed>
    );
  } else {
    body = (
      <NotConfirmed title="Payment Not Confirmed" type={status.data.membershipType} retry>
        This payment has not been completed, so nothing has been charged and no membership has been recorded.
      </NotConfirmed>
    );
  }

  return <div className="mx-auto max-w-2xl px-4 py-12">{body}</div>;
}

function Welcome({ planName, demo }: { planName: string | null; demo: boolean }) {
  return (
    <section className="card p-6 text-center sm:p-10" aria-labelledby="welcome-title">
      <p aria-hidden="true" className="font-display text-5xl text-burgundy">
        &#10087;
      </p>
      <h1 id="welcome-title" className="mt-2 text-3xl font-bold sm:text-4xl">
        Welcome to the Resistance!
      </h1>
      <div className="ornament" />
      <p className="text-xl">
        Your membership payment has been successfully processed
        {planName ? (
          <>
            : you are now, officially, a <strong>{planName}</strong>.
          </>
        ) : (
          '.'
        )}
      </p>
      <div className="mx-auto mt-8 max-w-md text-left">
        <h2 className="text-2xl font-bold">What happens next</h2>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-ink-soft">
          <li>A confirmation email is on its way to your inbox.</li>
          <li>You now have access to the Club&rsquo;s exhibitions, archives and members&rsquo; content.</li>
          <li>A personal welcome from the Board of Governors will follow shortly.</li>
          <li>Your certificate of membership is being prepared by our calligrapher.</li>
        </ul>
      </div>
      {demo && (
        <p className="mt-6 rounded-sm border-2 border-dashed border-burgundy p-3 text-base text-ink-soft">
          Demo mode: no real payment was taken (your welcome letter says so too).
        </p>
      )}
      <div className="mx-auto mt-8 max-w-md border-t-2 border-gold pt-6 text-left">
        <DispatchSubscribeForm source="payment" heading="Hear from the Club" />
      </div>
      <Link to="/" className="btn-primary mt-8">
        Return to the Club
      </Link>
    </section>
  );
}

function NotConfirmed({
  title,
  type,
  retry,
  children,
}: {
  title: string;
  type?: string | null;
  retry?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section className="card p-6 text-center sm:p-10" aria-labelledby="not-confirmed-title">
      <h1 id="not-confirmed-title" className="text-3xl font-bold">
        {title}
      </h1>
      <div className="ornament" />
      <p role="status" className="text-lg text-ink-soft">
        {children}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {retry && (
          <Link to="/checkout" search={{ type: type ?? undefined }} className="btn-primary">
            Try the Payment Again
          </Link>
        )}
        <Link to="/" className={retry ? 'btn-secondary' : 'btn-primary'}>
          Return to the Club
        </Link>
      </div>
    </section>
  );
}

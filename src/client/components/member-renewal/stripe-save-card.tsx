import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import type { AppRouter } from '~/routers';
import { useSend } from '~/client/lib/send';
import { trpc } from '~/client/lib/trpc';

type Setup = inferRouterOutputs<AppRouter>['account']['autoRenewStart'];

/**
 * Saving a card with Stripe (docs/decisions/055): the Payment Element on the member's SetupIntent,
 * confirmed in the browser; a card that needs the bank goes to Stripe's page and comes back to
 * /account with the set-up's id, which the renewal section finishes. Loaded only in Stripe mode.
 */
export default function StripeSaveCard({ setup, onSaved }: { setup: Setup; onSaved: () => Promise<void> }) {
  const [stripe] = useState(() => loadStripe(setup.publishableKey ?? ''));
  return (
    <Elements stripe={stripe} options={{ clientSecret: setup.clientSecret }}>
      <SaveCardForm setup={setup} onSaved={onSaved} />
    </Elements>
  );
}

function SaveCardForm({ setup, onSaved }: { setup: Setup; onSaved: () => Promise<void> }) {
  const stripe = useStripe();
  const elements = useElements();
  const finish = trpc.account.autoRenewFinish.useMutation();
  const { error, pending, onSubmit } = useSend(async (refuse) => {
    if (!stripe || !elements) return;
    const { error: refusal } = await stripe.confirmSetup({
      elements,
      confirmParams: { return_url: `${window.location.origin}/account` },
      redirect: 'if_required',
    });
    if (refusal) return refuse(refusal.message ?? 'The card could not be saved.');
    await finish.mutateAsync({ setupIntentId: setup.setupIntentId });
    await onSaved();
  }, 'The card could not be saved. Please try again.');
  return (
    <form className="space-y-3" onSubmit={onSubmit}>
      <p className="field-label" id="save-card-label">
        Card to renew with
      </p>
      <div role="group" aria-labelledby="save-card-label" className="min-h-[120px]">
        <PaymentElement options={{ layout: 'tabs' }} />
      </div>
      {error && (
        <p role="alert" className="text-burgundy">
          {error}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={!stripe || !elements || pending}>
        Save card and renew automatically
      </button>
    </form>
  );
}

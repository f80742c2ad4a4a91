import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import type { AppRouter } from '~/routers';
import { serverMessage } from '~/client/lib/request-error';
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
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!stripe || !elements) return;
    setBusy(true);
    setMessage(null);
    try {
      const { error } = await stripe.confirmSetup({
        elements,
        confirmParams: { return_url: `${window.location.origin}/account` },
        redirect: 'if_required',
      });
      if (error) {
        setMessage(error.message ?? 'The card could not be saved.');
        return;
      }
      await finish.mutateAsync({ setupIntentId: setup.setupIntentId });
      await onSaved();
    } catch (error) {
      setMessage(serverMessage(error) ?? 'The card could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className="field-label" id="save-card-label">
        Card to renew with
      </p>
      <div role="group" aria-labelledby="save-card-label" className="min-h-[120px]">
        <PaymentElement options={{ layout: 'tabs' }} />
      </div>
      {message && (
        <p role="alert" className="text-burgundy">
          {message}
        </p>
      )}
      <button type="submit" className="btn-primary" disabled={!stripe || !elements || busy}>
        Save card and renew automatically
      </button>
    </form>
  );
}

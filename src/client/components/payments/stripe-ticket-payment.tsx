import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState } from 'react';
import type { Registration } from '~/shared/schemas/events';
import { appearance, stripeFor } from './stripe-elements';
import { TicketPayForm } from './ticket-pay-form';

type Props = { result: Registration; onPaid: () => void };

/**
 * A ticket's card with Stripe (docs/decisions/057): the Payment Element on the registration's own
 * payment, confirmed in the browser; the webhook confirms the seats. A card that needs the bank goes
 * to the bank's page and comes back to the event's page. Loaded only in Stripe mode.
 */
export default function StripeTicketPayment(props: Props) {
  const secret = props.result.clientSecret ?? '';
  return (
    <Elements key={secret} stripe={stripeFor(props.result.payWith?.publishableKey ?? '')} options={{ clientSecret: secret, appearance }}>
      <TicketCardForm {...props} />
    </Elements>
  );
}

function TicketCardForm({ result, onPaid }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const pay = async () => {
    if (!stripe || !elements) return;
    setBusy(true);
    setMessage(null);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${window.location.pathname}#register` },
      redirect: 'if_required',
    });
    setBusy(false);
    if (error) setMessage(error.message ?? 'Your payment could not be completed. Please try again.');
    else onPaid();
  };
  return (
    <TicketPayForm result={result} busy={busy} disabled={!ready} error={message} onSubmit={() => void pay()}>
      <div role="group" aria-label="Payment details" className="min-h-[120px] sm:col-span-3">
        <PaymentElement onReady={() => setReady(true)} options={{ layout: 'tabs' }} />
      </div>
    </TicketPayForm>
  );
}

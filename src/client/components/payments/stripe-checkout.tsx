import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { useState } from 'react';
import { CheckoutForm } from './checkout-form';
import { appearance, stripeFor } from './stripe-elements';
import type { ConfirmPayment, ProviderProps } from './types';

/** Real payments: Stripe's Payment Element, with the publishable key from the server's config (D18). */
export default function StripeCheckout(props: ProviderProps) {
  const { session } = props;
  return (
    // A new client secret needs a new Elements instance (Stripe does not allow changing it).
    <Elements
      key={session.clientSecret}
      stripe={stripeFor(session.publishableKey ?? '')}
      options={{ clientSecret: session.clientSecret, appearance }}
    >
      <StripePaymentForm {...props} />
    </Elements>
  );
}

function StripePaymentForm(props: ProviderProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [elementReady, setElementReady] = useState(false);

  const confirm: ConfirmPayment = async ({ firstName, email }) => {
    if (!stripe || !elements) return { error: 'The payment form is still loading. Please try again in a moment.' };
    // Stripe redirects to /payment-success on success; it only comes back here with an error.
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: {
        return_url: `${window.location.origin}/payment-success`,
        receipt_email: email,
        payment_method_data: { billing_details: { name: firstName, email } },
      },
    });
    return { error: error.message ?? 'Your payment could not be completed. Please try again.' };
  };

  const cardSection = (
    <div>
      <p className="field-label" id="stripe-payment-label">
        Payment details
      </p>
      <div role="group" aria-labelledby="stripe-payment-label" className="min-h-[120px]">
        <PaymentElement
          onReady={() => setElementReady(true)}
          options={{ layout: 'tabs', fields: { billingDetails: { name: 'never', email: 'never' } } }}
        />
      </div>
    </div>
  );

  return <CheckoutForm {...props} cardSection={cardSection} ready={Boolean(stripe && elements && elementReady)} confirm={confirm} />;
}

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Appearance, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { CheckoutForm } from './checkout-form';
import type { ConfirmPayment, ProviderProps } from './types';

// This module is loaded only in Stripe mode, so demo mode never fetches Stripe.js.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
};

/** The Payment Element dressed in the club's parchment, ink and burgundy (D23). */
const appearance: Appearance = {
  theme: 'stripe',
  variables: {
    colorPrimary: '#7a1f2b',
    colorBackground: '#fbf7ec',
    colorText: '#2b2118',
    colorTextSecondary: '#4a3b2c',
    colorDanger: '#7a1f2b',
    fontFamily: 'Georgia, "Times New Roman", serif',
    fontSizeBase: '17px',
    borderRadius: '2px',
  },
};

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

import { loadStripe, type Appearance, type Stripe } from '@stripe/stripe-js';

// Imported only by the Stripe-mode modules (loaded lazily), so demo mode never fetches Stripe.js.
const stripeByKey = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key, loaded once per key. */
export const stripeFor = (publishableKey: string) => {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
};

/** The Payment Element dressed in the club's parchment, ink and burgundy (D23). */
export const appearance: Appearance = {
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

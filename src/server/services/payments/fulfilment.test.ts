import { describe, expect, it } from 'vitest';
import { paymentRowFor } from './fulfilment';
import type { ProviderIntent } from './provider';
import { stripeClientOptions } from './stripe-provider';

const intent = (over: Partial<ProviderIntent> = {}): ProviderIntent => ({
  id: 'pi_123',
  clientSecret: 'pi_123_secret_abc',
  amount: 4700,
  amountReceived: 4700,
  currency: 'GBP',
  status: 'succeeded',
  metadata: { plan: 'full', email: 'ada@example.com', firstName: 'Ada' },
  customerId: 'cus_1',
  receiptEmail: null,
  billing: { email: null, name: null },
  lastErrorMessage: null,
  ...over,
});

describe('paymentRowFor', () => {
  it('takes every detail from the intent as the provider holds it', () => {
    expect(paymentRowFor(intent(), 'stripe')).toEqual({
      stripePaymentIntentId: 'pi_123',
      email: 'ada@example.com',
      firstName: 'Ada',
      membershipType: 'full',
      amount: 4700,
      currency: 'gbp',
      status: 'succeeded',
      stripeCustomerId: 'cus_1',
      metadata: JSON.stringify({ planName: 'Cognitive Rebel', provider: 'stripe' }),
    });
  });

  it('skips intents that are not club memberships', () => {
    expect(paymentRowFor(intent({ metadata: {} }), 'stripe')).toBeNull();
    expect(paymentRowFor(intent({ metadata: { plan: 'platinum' } }), 'stripe')).toBeNull();
  });

  it('replaces placeholders with billing details or the receipt email', () => {
    const placeholders = { plan: 'basic', email: 'pending@checkout.invalid', firstName: 'Pending' };
    expect(
      paymentRowFor(intent({ metadata: placeholders, billing: { email: 'b@example.com', name: 'Babbage Charles' } }), 'stripe'),
    ).toMatchObject({ email: 'b@example.com', firstName: 'Babbage' });
    expect(paymentRowFor(intent({ metadata: placeholders, receiptEmail: 'r@example.com' }), 'stripe')).toMatchObject({
      email: 'r@example.com',
      firstName: 'Pending',
    });
  });

  it('keeps within the column limits', () => {
    const row = paymentRowFor(
      intent({ metadata: { plan: 'full', email: `${'x'.repeat(300)}@example.com`, firstName: 'y'.repeat(300) } }),
      'demo',
    )!;
    expect(row.email.length).toBe(255);
    expect(row.firstName.length).toBe(100);
  });
});

describe('stripeClientOptions', () => {
  it('talks to Stripe itself, with retries, unless tests give a local API base', () => {
    expect(stripeClientOptions()).toMatchObject({ maxNetworkRetries: 2 });
    expect(stripeClientOptions()).not.toHaveProperty('host');
    expect(stripeClientOptions('http://127.0.0.1:4321')).toEqual({
      host: '127.0.0.1',
      port: '4321',
      protocol: 'http',
      maxNetworkRetries: 0,
      telemetry: false,
    });
  });
});

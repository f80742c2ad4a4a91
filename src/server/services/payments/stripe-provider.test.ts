import Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { sendError } from '~/server/error-handler';
import { providerError } from './stripe-provider';

const raw = (
  type: 'card_error' | 'invalid_request_error' | 'api_error' | 'idempotency_error',
  statusCode: number,
  message = 'Stripe says no',
) => ({ type, statusCode, message, requestId: 'req_123abc', code: 'parameter_invalid' });

describe('providerError: what a failed Stripe call means', () => {
  it.each([
    ['an invalid request', new Stripe.errors.StripeInvalidRequestError(raw('invalid_request_error', 400)), 502],
    ['a bad key', new Stripe.errors.StripeAuthenticationError(raw('invalid_request_error', 401)), 502],
    ['a restricted key', new Stripe.errors.StripePermissionError(raw('invalid_request_error', 403)), 502],
    ['an idempotency clash', new Stripe.errors.StripeIdempotencyError(raw('idempotency_error', 400)), 502],
    ["Stripe's own failure", new Stripe.errors.StripeAPIError(raw('api_error', 500)), 503],
    ['rate limiting', new Stripe.errors.StripeRateLimitError(raw('invalid_request_error', 429)), 503],
    ['a network failure', new Stripe.errors.StripeConnectionError({ message: 'ECONNREFUSED' }), 503],
    ['anything else', new Error('socket hang up'), 503],
  ])('%s -> %i', (_what, error, status) => {
    expect(providerError(error).status).toBe(status);
  });

  it("keeps a card error's own message (402) and logs Stripe's request id with the others", () => {
    const card = providerError(
      new Stripe.errors.StripeCardError({ ...raw('card_error', 402, 'Your card was declined.'), code: 'card_declined' }),
    );
    expect({ status: card.status, message: card.message }).toEqual({ status: 402, message: 'Your card was declined.' });
    const refused = providerError(new Stripe.errors.StripeInvalidRequestError(raw('invalid_request_error', 400, 'Invalid currency: xyz')));
    expect(refused.message).toMatch(/^The payment provider refused the request/);
    expect(refused.log).toMatchObject({ stripeRequestId: 'req_123abc', stripeStatus: 400, stripeType: 'invalid_request_error' });
  });

  it('the REST error handler writes the request id to the log, not to the answer', () => {
    const error = vi.fn();
    const reply = { code: vi.fn(), send: vi.fn(), header: vi.fn() };
    reply.code.mockReturnValue(reply);
    sendError(providerError(new Stripe.errors.StripeAuthenticationError(raw('invalid_request_error', 401))), { log: { error } }, reply);
    expect(reply.code).toHaveBeenCalledWith(502);
    expect(JSON.stringify(reply.send.mock.calls[0])).not.toContain('req_123abc');
    expect(error.mock.calls[0]?.[0]).toMatchObject({ stripeRequestId: 'req_123abc', stripeStatus: 401 });
  });
});

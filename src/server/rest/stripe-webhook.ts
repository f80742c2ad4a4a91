import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../context';
import { handleStripeEvent } from '../services/payments';

/** Stripe's events are small; anything bigger is not from Stripe. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Payment pieces that are not plain REST mirror rows: the Stripe webhook (D18). Its signature
 * is computed over the exact bytes Stripe sent, so this route (and only this route, inside its
 * own encapsulated plugin) receives the body as a raw Buffer instead of parsed JSON.
 */
export async function registerStripeWebhook(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (webhook) => {
    // Only JSON is accepted here (415 otherwise), as bytes.
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );

    webhook.post(
      '/api/stripe/webhook',
      {
        schema: {
          summary: 'Stripe webhook: payment_intent.succeeded records the payment, payment_intent.payment_failed is logged',
          tags: ['payments'],
        },
      },
      async (req, reply) => {
        const payments = services.payments;
        if (!payments.acceptsWebhooks) {
          return reply.code(404).send({ error: 'Stripe is not configured: this club runs the demo payment provider' });
        }
        const signature = req.headers['stripe-signature'];
        if (typeof signature !== 'string' || !signature) {
          return reply.code(400).send({ error: 'Missing Stripe-Signature header' });
        }
        if (!Buffer.isBuffer(req.body)) {
          return reply.code(415).send({ error: 'Stripe webhooks carry a JSON body' });
        }
        let event;
        try {
          event = payments.verifyWebhook(req.body, signature);
        } catch (error) {
          req.log.warn({ err: error }, 'Stripe webhook signature rejected');
          return reply.code(400).send({ error: 'Invalid Stripe signature' });
        }
        try {
          const outcome = await handleStripeEvent(services, event);
          if (outcome.handled && !outcome.duplicate) {
            req.log.info({ eventId: event.id, type: event.type, paymentRecorded: outcome.paymentRecorded }, 'Stripe event recorded');
          }
          return reply.code(200).send(outcome);
        } catch (error) {
          // Nothing was recorded: a 5xx makes Stripe deliver the event again later.
          req.log.error({ err: error, eventId: event.id }, 'Stripe webhook could not be processed');
          return reply.code(503).send({ error: 'The event could not be processed now; Stripe will retry it' });
        }
      },
    );
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { webhookOutcomeOutput } from '~/shared/schemas/payments';
import type { AppServices } from '../context';
import { errorResponse, jsonResponse, PUBLIC_SECURITY } from '../api/openapi';
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
          operationId: 'stripeWebhook',
          summary: 'Stripe webhook: payment_intent.succeeded records the payment, payment_intent.payment_failed is logged',
          description:
            "Called by Stripe, signed with the webhook secret: the Stripe-Signature header is checked over the body's exact bytes " +
            '(at most 512 KB of JSON). 400 without a valid signature; 404 when the club runs the demo provider; 503 when the ' +
            'event could not be processed (Stripe delivers it again).',
          tags: ['payments'],
          security: PUBLIC_SECURITY,
          headers: z.object({ 'stripe-signature': z.string().min(1).describe("Stripe's signature: t=<timestamp>,v1=<HMAC-SHA256>") }),
          body: z
            .looseObject({ id: z.string(), type: z.string() })
            .describe('A Stripe event, as Stripe sent it (kept as raw bytes for the signature)'),
          response: {
            200: jsonResponse('The event was verified and handled (or deliberately ignored)', webhookOutcomeOutput),
            400: errorResponse(400),
            404: errorResponse(404),
            413: errorResponse(413),
            415: errorResponse(415),
            500: errorResponse(500),
            503: errorResponse(503),
          },
        },
        validatorCompiler: () => (data: unknown) => ({ value: data }),
        serializerCompiler: () => (data: unknown) => JSON.stringify(data),
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

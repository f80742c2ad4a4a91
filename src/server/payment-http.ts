import type { FastifyInstance } from 'fastify';
import type { AppServices } from './context';

/**
 * Payment pieces that are not plain REST mirror rows (issue: checkout and payment): the
 * Stripe webhook, which needs the raw body to verify its signature (D18).
 */
export async function registerPaymentHttp(_app: FastifyInstance, _services: AppServices): Promise<void> {}

import type { MirrorRoute } from './mirror';

// Payment-intent rows of part 1 (issue: checkout and payment). The Stripe webhook needs the raw body and is a plain Fastify route in its own module.
export const paymentRoutes: MirrorRoute[] = [];

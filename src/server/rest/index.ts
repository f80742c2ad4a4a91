import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../context';
import { adminRoutes } from './admin';
import { contentRoutes } from './content';
import { experimentRoutes } from './experiments';
import { mirror } from './mirror';
import { paymentRoutes } from './payments';
import { resourceRoutes } from './resources';
import { showcaseRoutes } from './showcase';

/** Every row of the spec's call tables, mirrored at its method and path (D3). */
export function registerRestMirror(app: FastifyInstance, services: AppServices): void {
  mirror(app, services, [
    ...contentRoutes,
    ...showcaseRoutes,
    ...resourceRoutes,
    ...experimentRoutes,
    ...adminRoutes,
    ...paymentRoutes,
  ]);
}

import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../context';
import { adminAuthRoutes } from './admin-auth';
import { analyticsRoutes } from './analytics';
import { arsenalRoutes } from './arsenal';
import { commentRoutes } from './comments';
import { contactRoutes } from './contact';
import { contentRoutes } from './content';
import { intelligenceRoutes } from './intelligence';
import { jobTitleTranslatorRoutes } from './job-title-translator';
import { latestContentRoutes } from './latest-content';
import { mailRoutes } from './mail';
import { mirror, type MirrorRoute } from './mirror';
import { paymentRoutes } from './payments';
import { reactionRoutes } from './reactions';
import { realityReadinessRoutes } from './reality-readiness';
import { recognitionRoutes } from './recognition';
import { researchFormRoutes } from './research-forms';
import { shameRoutes } from './shame';
import { supportRoutes } from './support';

/** Every row of the spec's call tables, one file per domain (D3). */
export const restRoutes: MirrorRoute[] = [
  ...contentRoutes,
  ...commentRoutes,
  ...reactionRoutes,
  ...latestContentRoutes,
  ...recognitionRoutes,
  ...shameRoutes,
  ...supportRoutes,
  ...contactRoutes,
  ...arsenalRoutes,
  ...intelligenceRoutes,
  ...researchFormRoutes,
  ...jobTitleTranslatorRoutes,
  ...realityReadinessRoutes,
  ...paymentRoutes,
  ...adminAuthRoutes,
  ...analyticsRoutes,
  ...mailRoutes,
];

export function registerRestMirror(app: FastifyInstance, services: AppServices): void {
  mirror(app, services, restRoutes);
}

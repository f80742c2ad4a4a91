import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../context';
import { adminAuthRoutes } from './admin-auth';
import { registerExportRoutes } from './admin-export';
import { analyticsRoutes } from './analytics';
import { arsenalRoutes } from './arsenal';
import { auditLogRoutes } from './audit-log';
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
import { searchRoutes } from './search';
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
  ...searchRoutes,
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
  ...auditLogRoutes,
];

export function registerRestMirror(app: FastifyInstance, services: AppServices): void {
  mirror(app, services, restRoutes);
  // The CSV downloads (docs/decisions/015) answer text/csv, so they are plain routes beside the mirror.
  registerExportRoutes(app, services);
}

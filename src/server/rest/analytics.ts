import { analyticsSummaryOutput } from '../../shared/schemas/analytics';
import { restRoute } from './mirror';

/** First-party analytics (D10): the admin's summary. Page views are recorded over tRPC only. */
export const analyticsRoutes = [
  restRoute({
    method: 'GET',
    url: '/api/admin/analytics',
    operationId: 'getAnalytics',
    summary: 'Views per day for 30 days and top pages (D10)',
    tags: ['admin'],
    access: 'admin',
    response: analyticsSummaryOutput,
    call: (c) => c.admin.insights.analytics(),
  }),
];

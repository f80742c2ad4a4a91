import { analyticsSummaryOutput } from '~/shared/schemas/analytics';
import { analyticsSummary } from '~/server/services/analytics';
import { ownerProcedure, router } from '../trpc';

// The Analytics tab (D10): views per day and top pages. Page views are recorded by public.analytics.recordView.
export const adminAnalyticsRouter = router({
  summary: ownerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/analytics',
        output: analyticsSummaryOutput,
        operationId: 'getAnalytics',
        summary: 'Views per day for 30 days and top pages (D10)',
        tags: ['admin'],
      },
    })
    .query(({ ctx }) => analyticsSummary(ctx.db)),
});

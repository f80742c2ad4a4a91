import { latestContentOutput } from '../../shared/schemas/latest-content';
import { restRoute } from './mirror';

/** The home page's latest-content card (part 1 section 7, D14). */
export const latestContentRoutes = [
  restRoute({
    method: 'GET',
    url: '/api/latest-content',
    operationId: 'getLatestContent',
    summary: 'The newest item across exhibitions, recognition, shame and arsenal (D14)',
    tags: ['showcase'],
    access: 'public',
    response: latestContentOutput,
    call: (c) => c.public.latestContent.get(),
  }),
];

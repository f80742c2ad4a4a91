import { restRoute } from './mirror';

/** The home page's latest-content card (part 1 section 7, D14). */
export const latestContentRoutes = [
  restRoute({
    method: 'GET',
    url: '/api/latest-content',
    summary: 'The newest item across exhibitions, recognition, shame and arsenal (D14)',
    tags: ['showcase'],
    call: (c) => c.public.latestContent.get(),
  }),
];

import { guessInput } from '../../shared/schemas/reality-readiness';
import { idParams, restRoute } from './mirror';

/**
 * The Reality Readiness quiz (part 2 section 7, D12): public rows and the admin's video list and
 * delete. The multipart video upload is a plain route in src/server/rest/uploads.ts.
 */
export const realityReadinessRoutes = [
  restRoute({
    method: 'GET',
    url: '/api/experiments/reality-readiness/videos',
    summary: 'Quiz videos in order (id, title, videoUrl; never the answer)',
    tags: ['experiments'],
    call: (c) => c.experiments.realityReadiness.videos(),
  }),
  restRoute({
    method: 'POST',
    url: '/api/experiments/reality-readiness/guess',
    summary: 'Check a guess (true = AI-generated) on the server',
    tags: ['experiments'],
    body: guessInput,
    call: (c, { body }) => c.experiments.realityReadiness.guess(body),
  }),
  restRoute({
    method: 'GET',
    url: '/api/admin/reality-readiness/videos',
    summary: 'Quiz videos with their answers, in quiz order',
    tags: ['admin'],
    call: (c) => c.admin.videos.list(),
  }),
  restRoute({
    method: 'DELETE',
    url: '/api/admin/reality-readiness/videos/:id',
    summary: 'Delete a quiz video (and its file)',
    tags: ['admin'],
    params: idParams,
    call: (c, { params }) => c.admin.videos.delete({ id: params.id }),
  }),
];

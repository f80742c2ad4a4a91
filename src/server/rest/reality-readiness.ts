import { z } from 'zod';
import { deletedOutput } from '../../shared/schemas/answers';
import { adminVideoOutput, guessInput, guessOutput, quizVideoOutput } from '../../shared/schemas/reality-readiness';
import { listOrPage, PAGED_LIST_DESCRIPTION, pagedListQuery, pageQuery, wantsPage } from './admin-lists';
import { idParams, restRoute } from './mirror';

/**
 * The Reality Readiness quiz (part 2 section 7, D12): public rows and the admin's video list and
 * delete. The multipart video upload is a plain route in src/server/rest/uploads.ts.
 */
export const realityReadinessRoutes = [
  restRoute({
    method: 'GET',
    url: '/api/experiments/reality-readiness/videos',
    operationId: 'listQuizVideos',
    summary: 'Quiz videos in order (id, title, videoUrl; never the answer)',
    tags: ['experiments'],
    access: 'public',
    response: z.array(quizVideoOutput),
    call: (c) => c.experiments.realityReadiness.videos(),
  }),
  restRoute({
    method: 'POST',
    url: '/api/experiments/reality-readiness/guess',
    operationId: 'checkGuess',
    summary: 'Check a guess (true = AI-generated) on the server',
    description: '404 "Video not found" when there is no such video.',
    tags: ['experiments'],
    access: 'publicWrite',
    body: guessInput,
    response: guessOutput,
    errors: [404],
    call: (c, { body }) => c.experiments.realityReadiness.guess(body),
  }),
  restRoute({
    method: 'GET',
    url: '/api/admin/reality-readiness/videos',
    operationId: 'listAdminQuizVideos',
    summary: 'Quiz videos with their answers, in quiz order',
    description: PAGED_LIST_DESCRIPTION.replace('newest first', 'in quiz order'),
    tags: ['admin'],
    access: 'admin',
    querystring: pagedListQuery,
    response: listOrPage(adminVideoOutput),
    call: (c, { query }) => (wantsPage(query) ? c.admin.videos.page(pageQuery(query)) : c.admin.videos.list()),
  }),
  restRoute({
    method: 'DELETE',
    url: '/api/admin/reality-readiness/videos/:id',
    operationId: 'deleteQuizVideo',
    summary: 'Delete a quiz video (and its file)',
    tags: ['admin'],
    access: 'admin',
    params: idParams,
    response: deletedOutput,
    errors: [404],
    call: (c, { params }) => c.admin.videos.delete({ id: params.id }),
  }),
];

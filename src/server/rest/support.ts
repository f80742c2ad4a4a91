import { viralShareInput } from '../../shared/schemas/support';
import { idParams, restRoute } from './mirror';

/** The support card's supporters (part 1 section 7, D9) and their admin list (part 2 section 7). */
export const supportRoutes = [
  restRoute({
    method: 'POST',
    url: '/api/viral-share',
    summary: 'Record a supporter and where they shared (certificationClaimed only for linkedin)',
    tags: ['support'],
    body: viralShareInput,
    status: 201,
    call: (c, { body }) => c.public.support.share(body),
  }),
  restRoute({ method: 'GET', url: '/api/admin/viral-shares', summary: 'Brain Supporters', tags: ['admin'], call: (c) => c.admin.submissions.viralShares() }),
  restRoute({
    method: 'DELETE',
    url: '/api/admin/viral-shares/:id',
    summary: 'Delete a supporter',
    tags: ['admin'],
    params: idParams,
    call: (c, { params }) => c.admin.submissions.deleteViralShare({ id: params.id }),
  }),
];

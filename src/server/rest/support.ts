import { deletedOutput } from '../../shared/schemas/answers';
import { supporterOutput, viralShareInput, viralShareOutput } from '../../shared/schemas/support';
import { listOrPage, PAGED_LIST_DESCRIPTION, pagedListQuery, pageQuery, wantsPage } from './admin-lists';
import { idParams, restRoute } from './mirror';

/** The support card's supporters (part 1 section 7, D9) and their admin list (part 2 section 7). */
export const supportRoutes = [
  restRoute({
    method: 'POST',
    url: '/api/viral-share',
    operationId: 'recordViralShare',
    summary: 'Record a supporter and where they shared (certificationClaimed only for linkedin)',
    tags: ['support'],
    access: 'publicWrite',
    body: viralShareInput,
    status: 201,
    response: viralShareOutput,
    call: (c, { body }) => c.public.support.share(body),
  }),
  restRoute({
    method: 'GET',
    url: '/api/admin/viral-shares',
    operationId: 'listSupporters',
    summary: 'Brain Supporters',
    description: PAGED_LIST_DESCRIPTION,
    tags: ['admin'],
    access: 'admin',
    querystring: pagedListQuery,
    response: listOrPage(supporterOutput),
    call: (c, { query }) => (wantsPage(query) ? c.admin.submissions.viralSharesPage(pageQuery(query)) : c.admin.submissions.viralShares()),
  }),
  restRoute({
    method: 'DELETE',
    url: '/api/admin/viral-shares/:id',
    operationId: 'deleteSupporter',
    summary: 'Delete a supporter',
    tags: ['admin'],
    access: 'admin',
    params: idParams,
    response: deletedOutput,
    errors: [404],
    call: (c, { params }) => c.admin.submissions.deleteViralShare({ id: params.id }),
  }),
];

import { deletedOutput, receiptOutput } from '../../shared/schemas/answers';
import {
  researchProposalInput,
  researchProposalOutput,
  volunteerApplicationInput,
  volunteerApplicationOutput,
} from '../../shared/schemas/research-forms';
import { listOrPage, PAGED_LIST_DESCRIPTION, pagedListQuery, pageQuery, wantsPage } from './admin-lists';
import { idParams, restRoute } from './mirror';

/** Volunteer applications and research proposals (part 2 section 7, D15), public and admin rows. */
export const researchFormRoutes = [
  restRoute({
    method: 'POST',
    url: '/api/volunteer-application',
    operationId: 'submitVolunteerApplication',
    summary: 'Apply as a research volunteer',
    tags: ['research'],
    access: 'publicWrite',
    body: volunteerApplicationInput,
    status: 201,
    response: receiptOutput,
    call: (c, { body }) => c.public.researchForms.volunteer(body),
  }),
  restRoute({
    method: 'POST',
    url: '/api/research-proposal',
    operationId: 'submitResearchProposal',
    summary: 'Submit a research proposal',
    tags: ['research'],
    access: 'publicWrite',
    body: researchProposalInput,
    status: 201,
    response: receiptOutput,
    call: (c, { body }) => c.public.researchForms.proposal(body),
  }),
  restRoute({
    method: 'GET',
    url: '/api/admin/volunteer-applications',
    operationId: 'listVolunteerApplications',
    summary: 'Volunteer applications (D15)',
    description: PAGED_LIST_DESCRIPTION,
    tags: ['admin'],
    access: 'admin',
    querystring: pagedListQuery,
    response: listOrPage(volunteerApplicationOutput),
    call: (c, { query }) =>
      wantsPage(query) ? c.admin.submissions.volunteerApplicationsPage(pageQuery(query)) : c.admin.submissions.volunteerApplications(),
  }),
  restRoute({
    method: 'DELETE',
    url: '/api/admin/volunteer-applications/:id',
    operationId: 'deleteVolunteerApplication',
    summary: 'Delete a volunteer application',
    tags: ['admin'],
    access: 'admin',
    params: idParams,
    response: deletedOutput,
    errors: [404],
    call: (c, { params }) => c.admin.submissions.deleteVolunteerApplication({ id: params.id }),
  }),
  restRoute({
    method: 'GET',
    url: '/api/admin/research-proposals',
    operationId: 'listResearchProposals',
    summary: 'Research proposals (D15)',
    description: PAGED_LIST_DESCRIPTION,
    tags: ['admin'],
    access: 'admin',
    querystring: pagedListQuery,
    response: listOrPage(researchProposalOutput),
    call: (c, { query }) =>
      wantsPage(query) ? c.admin.submissions.researchProposalsPage(pageQuery(query)) : c.admin.submissions.researchProposals(),
  }),
  restRoute({
    method: 'DELETE',
    url: '/api/admin/research-proposals/:id',
    operationId: 'deleteResearchProposal',
    summary: 'Delete a research proposal',
    tags: ['admin'],
    access: 'admin',
    params: idParams,
    response: deletedOutput,
    errors: [404],
    call: (c, { params }) => c.admin.submissions.deleteResearchProposal({ id: params.id }),
  }),
];

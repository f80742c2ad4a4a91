import { researchProposalInput, volunteerApplicationInput } from '../../shared/schemas/research-forms';
import { idParams, restRoute } from './mirror';

/** Volunteer applications and research proposals (part 2 section 7, D15), public and admin rows. */
export const researchFormRoutes = [
  restRoute({
    method: 'POST',
    url: '/api/volunteer-application',
    summary: 'Apply as a research volunteer',
    tags: ['research'],
    body: volunteerApplicationInput,
    status: 201,
    call: (c, { body }) => c.public.researchForms.volunteer(body),
  }),
  restRoute({
    method: 'POST',
    url: '/api/research-proposal',
    summary: 'Submit a research proposal',
    tags: ['research'],
    body: researchProposalInput,
    status: 201,
    call: (c, { body }) => c.public.researchForms.proposal(body),
  }),
  restRoute({
    method: 'GET',
    url: '/api/admin/volunteer-applications',
    summary: 'Volunteer applications (D15)',
    tags: ['admin'],
    call: (c) => c.admin.submissions.volunteerApplications(),
  }),
  restRoute({
    method: 'DELETE',
    url: '/api/admin/volunteer-applications/:id',
    summary: 'Delete a volunteer application',
    tags: ['admin'],
    params: idParams,
    call: (c, { params }) => c.admin.submissions.deleteVolunteerApplication({ id: params.id }),
  }),
  restRoute({
    method: 'GET',
    url: '/api/admin/research-proposals',
    summary: 'Research proposals (D15)',
    tags: ['admin'],
    call: (c) => c.admin.submissions.researchProposals(),
  }),
  restRoute({
    method: 'DELETE',
    url: '/api/admin/research-proposals/:id',
    summary: 'Delete a research proposal',
    tags: ['admin'],
    params: idParams,
    call: (c, { params }) => c.admin.submissions.deleteResearchProposal({ id: params.id }),
  }),
];

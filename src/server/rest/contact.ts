import { deletedOutput, receiptOutput } from '../../shared/schemas/answers';
import { membershipApplicationInput, membershipApplicationOutput } from '../../shared/schemas/contact';
import { listOrPage, PAGED_LIST_DESCRIPTION, pagedListQuery, pageQuery, wantsPage } from './admin-lists';
import { idParams, restRoute } from './mirror';

/** Contact / fellowship applications (part 1 section 7) and their admin list (part 2 section 7). */
export const contactRoutes = [
  restRoute({
    method: 'POST',
    url: '/api/membership',
    operationId: 'submitMembershipApplication',
    summary: 'Send a contact / fellowship application',
    tags: ['membership'],
    access: 'publicWrite',
    body: membershipApplicationInput,
    status: 201,
    response: receiptOutput,
    call: (c, { body }) => c.public.contact.submit(body),
  }),
  restRoute({
    method: 'GET',
    url: '/api/admin/membership-applications',
    operationId: 'listMembershipApplications',
    summary: 'Contact form submissions',
    description: PAGED_LIST_DESCRIPTION,
    tags: ['admin'],
    access: 'admin',
    querystring: pagedListQuery,
    response: listOrPage(membershipApplicationOutput),
    call: (c, { query }) =>
      wantsPage(query) ? c.admin.submissions.membershipApplicationsPage(pageQuery(query)) : c.admin.submissions.membershipApplications(),
  }),
  restRoute({
    method: 'DELETE',
    url: '/api/admin/membership-applications/:id',
    operationId: 'deleteMembershipApplication',
    summary: 'Delete a contact form submission',
    tags: ['admin'],
    access: 'admin',
    params: idParams,
    response: deletedOutput,
    errors: [404],
    call: (c, { params }) => c.admin.submissions.deleteMembershipApplication({ id: params.id }),
  }),
];

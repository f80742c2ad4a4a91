import { membershipApplicationInput } from '../../shared/schemas/contact';
import { idParams, restRoute } from './mirror';

/** Contact / fellowship applications (part 1 section 7) and their admin list (part 2 section 7). */
export const contactRoutes = [
  restRoute({
    method: 'POST',
    url: '/api/membership',
    summary: 'Send a contact / fellowship application',
    tags: ['membership'],
    body: membershipApplicationInput,
    status: 201,
    call: (c, { body }) => c.public.contact.submit(body),
  }),
  restRoute({
    method: 'GET',
    url: '/api/admin/membership-applications',
    summary: 'Contact form submissions',
    tags: ['admin'],
    call: (c) => c.admin.submissions.membershipApplications(),
  }),
  restRoute({
    method: 'DELETE',
    url: '/api/admin/membership-applications/:id',
    summary: 'Delete a contact form submission',
    tags: ['admin'],
    params: idParams,
    call: (c, { params }) => c.admin.submissions.deleteMembershipApplication({ id: params.id }),
  }),
];

import { z } from 'zod';
import { arsenalCreateInput } from '../../shared/schemas/arsenal';
import { adminLoginInput } from '../../shared/schemas/admin-auth';
import { contentCreateInput } from '../../shared/schemas/content';
import { intelligenceCreateInput } from '../../shared/schemas/intelligence';
import { recognitionCreateInput } from '../../shared/schemas/recognition';
import { shameCreateInput } from '../../shared/schemas/shame';
import { bodyObject, type MirrorRoute } from './mirror';

const idParams = z.object({ id: z.string() });
const tags = ['admin'];
const withId = (params: Record<string, string>, body: unknown) => ({ ...bodyObject(body), id: params.id }) as never;
const id = (params: Record<string, string>) => ({ id: params.id }) as never;

/** Create, update (PATCH: any subset of the fields) and delete rows of one managed kind. */
function crud(
  path: string,
  label: string,
  body: z.ZodType,
  proc: (c: Parameters<MirrorRoute['call']>[0]) => {
    list: () => Promise<unknown>;
    create: (input: never) => Promise<unknown>;
    update: (input: never) => Promise<unknown>;
    delete: (input: never) => Promise<unknown>;
  },
): MirrorRoute[] {
  return [
    { method: 'GET', url: `/api/admin/${path}`, summary: `List every ${label} (admin view)`, tags, call: (c) => proc(c).list() },
    { method: 'POST', url: `/api/admin/${path}`, summary: `Create a ${label}`, tags, body, status: 201, call: (c, r) => proc(c).create(bodyObject(r.body) as never) },
    { method: 'PATCH', url: `/api/admin/${path}/:id`, summary: `Update a ${label} (any subset of its fields)`, tags, params: idParams, body, call: (c, r) => proc(c).update(withId(r.params, r.body)) },
    { method: 'DELETE', url: `/api/admin/${path}/:id`, summary: `Delete a ${label}`, tags, params: idParams, call: (c, r) => proc(c).delete(id(r.params)) },
  ];
}

/**
 * Part 2 section 7, administration rows, plus DELETE /api/admin/content/{id} (D16) and the list
 * reads the panel needs. The multipart uploads (POST /api/admin/upload and
 * POST /api/admin/reality-readiness/videos) are plain routes in src/server/admin-http.ts.
 */
export const adminRoutes: MirrorRoute[] = [
  { method: 'POST', url: '/api/admin/login', summary: 'Log in (sets the session cookie)', tags, body: adminLoginInput, call: (c, r) => c.admin.auth.login(bodyObject(r.body) as never) },
  { method: 'GET', url: '/api/admin/me', summary: 'The signed-in administrator (the admin check)', tags, call: (c) => c.admin.auth.me() },
  { method: 'POST', url: '/api/admin/logout', summary: 'Log out (ends the session)', tags, call: (c) => c.admin.auth.logout() },

  { method: 'GET', url: '/api/admin/comments/pending', summary: 'Comments awaiting moderation, with their exhibition', tags, call: (c) => c.admin.comments.pending() },
  { method: 'PATCH', url: '/api/admin/comments/:id/approve', summary: 'Approve a comment', tags, params: idParams, call: (c, r) => c.admin.comments.approve(id(r.params)) },
  { method: 'DELETE', url: '/api/admin/comments/:id', summary: 'Reject (delete) a comment', tags, params: idParams, call: (c, r) => c.admin.comments.reject(id(r.params)) },

  ...crud('content', 'content item', contentCreateInput, (c) => c.admin.content),
  ...crud('recognition', 'recognition item', recognitionCreateInput, (c) => c.admin.recognition),
  ...crud('shame', 'shame item', shameCreateInput, (c) => c.admin.shame),
  ...crud('arsenal', 'arsenal item', arsenalCreateInput, (c) => c.admin.arsenal),
  ...crud('intelligence', 'intelligence report (drafts included)', intelligenceCreateInput, (c) => c.admin.intelligence),

  { method: 'GET', url: '/api/admin/membership-applications', summary: 'Contact form submissions', tags, call: (c) => c.admin.submissions.membershipApplications() },
  { method: 'DELETE', url: '/api/admin/membership-applications/:id', summary: 'Delete a contact form submission', tags, params: idParams, call: (c, r) => c.admin.submissions.deleteMembershipApplication(id(r.params)) },
  { method: 'GET', url: '/api/admin/viral-shares', summary: 'Brain Supporters', tags, call: (c) => c.admin.submissions.viralShares() },
  { method: 'DELETE', url: '/api/admin/viral-shares/:id', summary: 'Delete a supporter', tags, params: idParams, call: (c, r) => c.admin.submissions.deleteViralShare(id(r.params)) },
  { method: 'GET', url: '/api/admin/volunteer-applications', summary: 'Volunteer applications (D15)', tags, call: (c) => c.admin.submissions.volunteerApplications() },
  { method: 'DELETE', url: '/api/admin/volunteer-applications/:id', summary: 'Delete a volunteer application', tags, params: idParams, call: (c, r) => c.admin.submissions.deleteVolunteerApplication(id(r.params)) },
  { method: 'GET', url: '/api/admin/research-proposals', summary: 'Research proposals (D15)', tags, call: (c) => c.admin.submissions.researchProposals() },
  { method: 'DELETE', url: '/api/admin/research-proposals/:id', summary: 'Delete a research proposal', tags, params: idParams, call: (c, r) => c.admin.submissions.deleteResearchProposal(id(r.params)) },

  { method: 'GET', url: '/api/admin/reality-readiness/videos', summary: 'Quiz videos with their answers, in quiz order', tags, call: (c) => c.admin.videos.list() },
  { method: 'DELETE', url: '/api/admin/reality-readiness/videos/:id', summary: 'Delete a quiz video (and its file)', tags, params: idParams, call: (c, r) => c.admin.videos.delete(id(r.params)) },

  { method: 'GET', url: '/api/admin/payments', summary: 'Recorded payments (D18)', tags, call: (c) => c.admin.insights.payments() },
  { method: 'GET', url: '/api/admin/analytics', summary: 'Views per day for 30 days and top pages (D10)', tags, call: (c) => c.admin.insights.analytics() },
];

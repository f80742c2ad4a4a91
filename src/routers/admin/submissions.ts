import type { AuditKind } from '../../shared/admin-kinds';
import { deletedOutput } from '../../shared/schemas/answers';
import { listPageInput } from '../../shared/schemas/admin-lists';
import { contactFormOutput } from '../../shared/schemas/contact';
import { idInput } from '../../shared/schemas/fields';
import { researchProposalOutput, volunteerApplicationOutput } from '../../shared/schemas/research-forms';
import { supporterOutput } from '../../shared/schemas/support';
import type { DB } from '../../server/db/database';
import type { Database, Row } from '../../server/db/schema';
import { deleteContactForm, listContactForms, listContactFormsPage } from '../../server/services/contact';
import {
  deleteResearchProposal,
  deleteVolunteerApplication,
  listResearchProposals,
  listResearchProposalsPage,
  listVolunteerApplications,
  listVolunteerApplicationsPage,
} from '../../server/services/research-forms';
import { deleteSupporter, listSupporters, listSupportersPage } from '../../server/services/support';
import { rowLabel } from '../meta';
import { adminDeleteRow, adminListRow, adminPageRow } from '../rest-rows';
import { moderatorProcedure, ownerProcedure, router } from '../trpc';

/** The delete of one kind of submission, at `path/{id}`, recorded in the audit log (docs/decisions/015) with who sent it. */
function submissionDelete<T extends keyof Database, R>(
  // The role kind: the list and its delete belong to the same roles (docs/decisions/027).
  procedure: typeof ownerProcedure,
  audit: { kind: AuditKind; table: T; nameColumn: keyof Row<T> & string },
  row: { path: string; operationId: string; summary: string },
  remove: (db: DB, id: number) => Promise<R>,
) {
  return procedure
    .meta({
      ...adminDeleteRow(`${row.path}/{id}`, deletedOutput, { operationId: row.operationId, summary: row.summary }),
      audit: { kind: audit.kind, action: 'delete', before: rowLabel(audit.table, audit.nameColumn) },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => remove(ctx.db, input.id));
}

const contact = '/api/admin/membership-applications';
const supporters = '/api/admin/viral-shares';
const volunteers = '/api/admin/volunteer-applications';
const proposals = '/api/admin/research-proposals';

// Contact forms, Brain Supporters, and the volunteer and research forms (D15): the whole list
// (the spec's GETs), a page with a search (docs/decisions/015), and delete. Personal data is the
// Owners'; Brain Supporters are the Moderators' too (docs/decisions/027).
export const adminSubmissionsRouter = router({
  contactForms: ownerProcedure
    .meta(
      adminListRow(contact, contactFormOutput, {
        operationId: 'listMembershipApplications',
        summary: 'Contact form submissions',
      }),
    )
    .query(({ ctx }) => listContactForms(ctx.db)),
  contactFormsPage: ownerProcedure
    .meta(adminPageRow(contact, contactFormOutput))
    .input(listPageInput)
    .query(({ ctx, input }) => listContactFormsPage(ctx.db, input)),
  deleteContactForm: submissionDelete(
    ownerProcedure,
    { kind: 'contact-form', table: 'membership_applications', nameColumn: 'email' },
    { path: contact, operationId: 'deleteMembershipApplication', summary: 'Delete a contact form submission' },
    deleteContactForm,
  ),
  supporters: moderatorProcedure
    .meta(adminListRow(supporters, supporterOutput, { operationId: 'listSupporters', summary: 'Brain Supporters' }))
    .query(({ ctx }) => listSupporters(ctx.db)),
  supportersPage: moderatorProcedure
    .meta(adminPageRow(supporters, supporterOutput))
    .input(listPageInput)
    .query(({ ctx, input }) => listSupportersPage(ctx.db, input)),
  deleteSupporter: submissionDelete(
    moderatorProcedure,
    { kind: 'supporter', table: 'viral_shares', nameColumn: 'email' },
    { path: supporters, operationId: 'deleteSupporter', summary: 'Delete a supporter' },
    deleteSupporter,
  ),
  volunteerApplications: ownerProcedure
    .meta(
      adminListRow(volunteers, volunteerApplicationOutput, {
        operationId: 'listVolunteerApplications',
        summary: 'Volunteer applications (D15)',
      }),
    )
    .query(({ ctx }) => listVolunteerApplications(ctx.db)),
  volunteerApplicationsPage: ownerProcedure
    .meta(adminPageRow(volunteers, volunteerApplicationOutput))
    .input(listPageInput)
    .query(({ ctx, input }) => listVolunteerApplicationsPage(ctx.db, input)),
  deleteVolunteerApplication: submissionDelete(
    ownerProcedure,
    { kind: 'volunteer-application', table: 'volunteer_applications', nameColumn: 'email' },
    { path: volunteers, operationId: 'deleteVolunteerApplication', summary: 'Delete a volunteer application' },
    deleteVolunteerApplication,
  ),
  researchProposals: ownerProcedure
    .meta(adminListRow(proposals, researchProposalOutput, { operationId: 'listResearchProposals', summary: 'Research proposals (D15)' }))
    .query(({ ctx }) => listResearchProposals(ctx.db)),
  researchProposalsPage: ownerProcedure
    .meta(adminPageRow(proposals, researchProposalOutput))
    .input(listPageInput)
    .query(({ ctx, input }) => listResearchProposalsPage(ctx.db, input)),
  deleteResearchProposal: submissionDelete(
    ownerProcedure,
    { kind: 'research-proposal', table: 'research_proposals', nameColumn: 'title' },
    { path: proposals, operationId: 'deleteResearchProposal', summary: 'Delete a research proposal' },
    deleteResearchProposal,
  ),
});

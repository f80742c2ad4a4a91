import type { z } from 'zod';
import type { AuditKind } from '~/shared/admin-kinds';
import { deletedOutput } from '~/shared/schemas/answers';
import { listPageInput } from '~/shared/schemas/admin-lists';
import { contactFormOutput } from '~/shared/schemas/contact';
import { idInput } from '~/shared/schemas/fields';
import { researchProposalOutput, volunteerApplicationOutput } from '~/shared/schemas/research-forms';
import { supporterOutput } from '~/shared/schemas/support';
import type { DB } from '~/server/db/database';
import type { Page } from '~/server/db/pagination';
import type { Database, Row } from '~/server/db/schema';
import { deleteContactForm, listContactForms, listContactFormsPage } from '~/server/services/contact';
import {
  deleteResearchProposal,
  deleteVolunteerApplication,
  listResearchProposals,
  listResearchProposalsPage,
  listVolunteerApplications,
  listVolunteerApplicationsPage,
} from '~/server/services/research-forms';
import { deleteSupporter, listSupporters, listSupportersPage } from '~/server/services/support';
import { rowLabel } from '../meta';
import { adminDeleteRow, adminListRow, adminPageRow } from '../rest-rows';
import { moderatorProcedure, ownerProcedure, router } from '../trpc';

type RowDoc = { operationId: string; summary: string };

/**
 * One kind of submission (D15): the whole list (the spec's GET), a page with a search
 * (docs/decisions/015), and the delete at `path/{id}`, recorded in the audit log with who sent it.
 * The role kind is the list's and its delete's alike (docs/decisions/027).
 */
function submissionKind<T extends keyof Database, Item, R>(
  procedure: typeof ownerProcedure,
  kind: {
    path: string;
    item: z.ZodType;
    list: RowDoc;
    delete: RowDoc;
    audit: { kind: AuditKind; table: T; nameColumn: keyof Row<T> & string };
    service: {
      list: (db: DB) => Promise<Item[]>;
      listPage: (db: DB, query: { page?: number; q?: string }) => Promise<Page<Item>>;
      remove: (db: DB, id: number) => Promise<R>;
    };
  },
) {
  const { path, item, audit, service } = kind;
  return {
    list: procedure.meta(adminListRow(path, item, kind.list)).query(({ ctx }) => service.list(ctx.db)),
    page: procedure
      .meta(adminPageRow(path, item))
      .input(listPageInput)
      .query(({ ctx, input }) => service.listPage(ctx.db, input)),
    delete: procedure
      .meta({
        ...adminDeleteRow(`${path}/{id}`, deletedOutput, kind.delete),
        audit: { kind: audit.kind, action: 'delete', before: rowLabel(audit.table, audit.nameColumn) },
      })
      .input(idInput)
      .mutation(({ ctx, input }) => service.remove(ctx.db, input.id)),
  };
}

const contactForms = submissionKind(ownerProcedure, {
  path: '/api/admin/membership-applications',
  item: contactFormOutput,
  list: { operationId: 'listMembershipApplications', summary: 'Contact form submissions' },
  delete: { operationId: 'deleteMembershipApplication', summary: 'Delete a contact form submission' },
  audit: { kind: 'contact-form', table: 'membership_applications', nameColumn: 'email' },
  service: { list: listContactForms, listPage: listContactFormsPage, remove: deleteContactForm },
});

// Brain Supporters are the Moderators' too.
const supporters = submissionKind(moderatorProcedure, {
  path: '/api/admin/viral-shares',
  item: supporterOutput,
  list: { operationId: 'listSupporters', summary: 'Brain Supporters' },
  delete: { operationId: 'deleteSupporter', summary: 'Delete a supporter' },
  audit: { kind: 'supporter', table: 'viral_shares', nameColumn: 'email' },
  service: { list: listSupporters, listPage: listSupportersPage, remove: deleteSupporter },
});

const volunteers = submissionKind(ownerProcedure, {
  path: '/api/admin/volunteer-applications',
  item: volunteerApplicationOutput,
  list: { operationId: 'listVolunteerApplications', summary: 'Volunteer applications (D15)' },
  delete: { operationId: 'deleteVolunteerApplication', summary: 'Delete a volunteer application' },
  audit: { kind: 'volunteer-application', table: 'volunteer_applications', nameColumn: 'email' },
  service: { list: listVolunteerApplications, listPage: listVolunteerApplicationsPage, remove: deleteVolunteerApplication },
});

const proposals = submissionKind(ownerProcedure, {
  path: '/api/admin/research-proposals',
  item: researchProposalOutput,
  list: { operationId: 'listResearchProposals', summary: 'Research proposals (D15)' },
  delete: { operationId: 'deleteResearchProposal', summary: 'Delete a research proposal' },
  audit: { kind: 'research-proposal', table: 'research_proposals', nameColumn: 'title' },
  service: { list: listResearchProposals, listPage: listResearchProposalsPage, remove: deleteResearchProposal },
});

// Contact forms, Brain Supporters, and the volunteer and research forms (D15). Personal data is
// the Owners'; Brain Supporters are the Moderators' too (docs/decisions/027).
export const adminSubmissionsRouter = router({
  contactForms: contactForms.list,
  contactFormsPage: contactForms.page,
  deleteContactForm: contactForms.delete,
  supporters: supporters.list,
  supportersPage: supporters.page,
  deleteSupporter: supporters.delete,
  volunteerApplications: volunteers.list,
  volunteerApplicationsPage: volunteers.page,
  deleteVolunteerApplication: volunteers.delete,
  researchProposals: proposals.list,
  researchProposalsPage: proposals.page,
  deleteResearchProposal: proposals.delete,
});

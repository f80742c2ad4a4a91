import type { AuditKind } from '../../shared/admin-kinds';
import { listPageInput } from '../../shared/schemas/admin-lists';
import { idInput } from '../../shared/schemas/fields';
import type { DB } from '../../server/db/database';
import type { Database, Row } from '../../server/db/schema';
import { audited, auditActor, describeRow } from '../../server/services/audit-log';
import { deleteMembershipApplication, listMembershipApplications, listMembershipApplicationsPage } from '../../server/services/contact';
import {
  deleteResearchProposal,
  deleteVolunteerApplication,
  listResearchProposals,
  listResearchProposalsPage,
  listVolunteerApplications,
  listVolunteerApplicationsPage,
} from '../../server/services/research-forms';
import { deleteViralShare, listViralShares, listViralSharesPage } from '../../server/services/support';
import { moderatorProcedure, ownerProcedure, router } from '../trpc';

/** The delete of one kind of submission, recorded in the audit log (docs/decisions/015) with who sent it. */
function auditedDelete<T extends keyof Database, R>(
  // The role kind: the list and its delete belong to the same roles.
  procedure: typeof ownerProcedure,
  kind: AuditKind,
  table: T,
  nameColumn: keyof Row<T> & string,
  remove: (db: DB, id: number) => Promise<R>,
) {
  return procedure.input(idInput).mutation(({ ctx, input }) => {
    let name: string | null = null;
    return audited(
      ctx.db,
      auditActor(ctx.session, ctx.client.ip),
      async (trx) => {
        name = await describeRow(trx, table, nameColumn, input.id);
        return remove(trx, input.id);
      },
      () => ({ kind, action: 'delete', entityId: input.id, detail: name }),
    );
  });
}

// Contact forms, Brain Supporters, and the volunteer and research forms (D15): the whole list
// (the spec's GETs), a page with a search (docs/decisions/015), and delete. Personal data is the
// Owners'; Brain Supporters are the Moderators' too (docs/decisions/027).
export const adminSubmissionsRouter = router({
  membershipApplications: ownerProcedure.query(({ ctx }) => listMembershipApplications(ctx.db)),
  membershipApplicationsPage: ownerProcedure.input(listPageInput).query(({ ctx, input }) => listMembershipApplicationsPage(ctx.db, input)),
  deleteMembershipApplication: auditedDelete(
    ownerProcedure,
    'contact-form',
    'membership_applications',
    'email',
    deleteMembershipApplication,
  ),
  viralShares: moderatorProcedure.query(({ ctx }) => listViralShares(ctx.db)),
  viralSharesPage: moderatorProcedure.input(listPageInput).query(({ ctx, input }) => listViralSharesPage(ctx.db, input)),
  deleteViralShare: auditedDelete(moderatorProcedure, 'supporter', 'viral_shares', 'email', deleteViralShare),
  volunteerApplications: ownerProcedure.query(({ ctx }) => listVolunteerApplications(ctx.db)),
  volunteerApplicationsPage: ownerProcedure.input(listPageInput).query(({ ctx, input }) => listVolunteerApplicationsPage(ctx.db, input)),
  deleteVolunteerApplication: auditedDelete(
    ownerProcedure,
    'volunteer-application',
    'volunteer_applications',
    'email',
    deleteVolunteerApplication,
  ),
  researchProposals: ownerProcedure.query(({ ctx }) => listResearchProposals(ctx.db)),
  researchProposalsPage: ownerProcedure.input(listPageInput).query(({ ctx, input }) => listResearchProposalsPage(ctx.db, input)),
  deleteResearchProposal: auditedDelete(ownerProcedure, 'research-proposal', 'research_proposals', 'title', deleteResearchProposal),
});

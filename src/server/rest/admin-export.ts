import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { EXPORT_KINDS, exportAccess, type ExportKind } from '~/shared/admin-kinds';
import { membersPageInput } from '~/shared/schemas/members';
import type { AppServices } from '../context';
import { notFound } from '../errors';
import { exportCsv } from '../services/admin-export';
import { assertStaffAccess } from '../services/staff';
import { auditActor, recordAudit } from '../services/audit-log';
import { adminCsvRoute } from './csv-route';
import { registerEventAttendeesCsv } from './event-attendees-csv';

const isExportKind = (value: string): value is ExportKind => (EXPORT_KINDS as readonly string[]).includes(value);

const exportParams = z.object({ kind: z.enum(EXPORT_KINDS).describe('What to download') });
// status and plan: the Members tab's filters (docs/decisions/028); the other kinds ignore them.
const exportQuery = membersPageInput.pick({ q: true, status: true, plan: true });

/**
 * GET /api/admin/export/{kind}.csv (docs/decisions/015): a CSV download of contact forms, volunteer
 * applications, research proposals, supporters or payments, the whole table or the admin list's
 * current search (`?q=`), each download audited.
 */
export function registerExportRoutes(app: FastifyInstance, services: AppServices): void {
  registerEventAttendeesCsv(app, services);
  adminCsvRoute(
    app,
    services,
    '/api/admin/export/:kind.csv',
    {
      operationId: 'exportAdminCsv',
      summary: 'Download a list as CSV (UTF-8 with BOM; formula-like cells neutralised with a leading quote)',
      description:
        "The whole table, or with `q` the rows the admin list's search matches, newest first. Answers `Content-Disposition: attachment` with a dated file name.",
      params: exportParams,
      querystring: exportQuery,
    },
    async (req, session) => {
      const params: unknown = req.params;
      const kind = typeof params === 'object' && params !== null && 'kind' in params ? String(params.kind) : '';
      if (!isExportKind(kind)) throw notFound(`No export named ${kind}.csv`);
      // Each download is the area's whose list it is (docs/decisions/027): supporters for Moderators too, the rest Owners only.
      await assertStaffAccess(services.db, session.adminUserId, exportAccess(kind));
      const query = exportQuery.parse(req.query);
      const filters = { ...(query.status && { status: query.status }), ...(query.plan && { plan: query.plan }) };
      const { filename, csv, rows } = await exportCsv(services.db, kind, query.q, services.scheduler.now(), filters);
      await recordAudit(services.db, auditActor(session, req.ip), {
        kind: 'export',
        action: 'download',
        detail: `${kind}: ${rows} row${rows === 1 ? '' : 's'}${query.q ? `, search "${query.q}"` : ''}${query.status ? `, ${query.status}` : ''}${query.plan ? `, ${query.plan}` : ''}`,
      });
      return { filename, csv };
    },
  );
}

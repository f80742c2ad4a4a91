import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppServices } from '../context';
import { badRequest } from '../errors';
import { auditActor, recordAudit } from '../services/audit-log';
import { attendeesCsv } from '../services/event-registrations';
import { assertStaffAccess } from '../services/staff';
import { adminCsvRoute } from './csv-route';

const params = z.object({ eventId: z.coerce.number().int().positive().describe('The event') });

/**
 * GET /api/admin/events/{eventId}/attendees.csv (docs/decisions/057): the attendee list the Events tab
 * links to, for the door. Owner and Editor (the `content` area, as check-in is), audited.
 */
export function registerEventAttendeesCsv(app: FastifyInstance, services: AppServices): void {
  adminCsvRoute(
    app,
    services,
    '/api/admin/events/:eventId/attendees.csv',
    {
      operationId: 'exportEventAttendeesCsv',
      summary: 'Download an event’s attendee list as CSV (UTF-8 with BOM; formula-like cells neutralised)',
      description: 'One row per ticket, confirmed or cancelled: reference, name, email, ticket type, quantity, status, checked in at.',
      params,
    },
    async (req, session) => {
      await assertStaffAccess(services.db, session.adminUserId, 'content');
      const parsed = params.safeParse(req.params);
      if (!parsed.success) throw badRequest('The event id must be a positive whole number');
      const { filename, csv, rows } = await attendeesCsv(services.db, parsed.data.eventId, services.scheduler.now());
      await recordAudit(services.db, auditActor(session, req.ip), {
        kind: 'event',
        action: 'download',
        entityId: parsed.data.eventId,
        detail: `attendees: ${rows} row${rows === 1 ? '' : 's'}`,
      });
      return { filename, csv };
    },
  );
}

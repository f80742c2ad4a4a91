import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminDoor, adminSession } from '~/routers/trpc';
import { ADMIN_SECURITY, errorResponses } from '../api/openapi';
import { type AppServices, createContext } from '../context';
import { badRequest } from '../errors';
import { auditActor, recordAudit } from '../services/audit-log';
import { attendeesCsv } from '../services/event-registrations';
import { assertStaffAccess } from '../services/staff';

const params = z.object({ eventId: z.coerce.number().int().positive().describe('The event') });

/**
 * GET /api/admin/events/{eventId}/attendees.csv (docs/decisions/057): the attendee list the Events tab
 * links to, for the door. A plain route as the other CSV downloads are (docs/decisions/015): the
 * admin door, Owner and Editor (the `content` area, as check-in is), audited.
 */
export function registerEventAttendeesCsv(app: FastifyInstance, services: AppServices): void {
  app.get(
    '/api/admin/events/:eventId/attendees.csv',
    {
      schema: {
        operationId: 'exportEventAttendeesCsv',
        summary: 'Download an event’s attendee list as CSV (UTF-8 with BOM; formula-like cells neutralised)',
        description: 'One row per ticket, confirmed or cancelled: reference, name, email, ticket type, quantity, status, checked in at.',
        tags: ['admin'],
        security: ADMIN_SECURITY,
        params,
        response: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
          ...errorResponses([400, 401, 403, 404, 500]),
        },
      },
      // Documented, not validated or serialised by Fastify: the handler checks and writes the CSV itself.
      validatorCompiler: () => (data: unknown) => ({ value: data }),
      serializerCompiler: () => (data) => (typeof data === 'string' ? data : JSON.stringify(data)),
    },
    async (req, reply) => {
      const ctx = await createContext(services, req, reply);
      adminDoor(ctx, 'query');
      const session = adminSession(ctx);
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
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );
}

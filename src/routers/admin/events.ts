import { listPageInput } from '~/shared/schemas/admin-lists';
import { catalogueDeletedOutput } from '~/shared/schemas/answers';
import { z } from 'zod';
import {
  attendeeOutput,
  checkInInput,
  checkInOutput,
  eventCreateInput,
  eventIdInput,
  eventOutput,
  eventUpdateInput,
} from '~/shared/schemas/events';
import { attendees, checkIn } from '~/server/services/event-registrations';
import { idInput } from '~/shared/schemas/fields';
import { createEvent, deleteEvent, listEvents, listEventsPage, updateEvent } from '~/server/services/events';
import { answerField, titledAudits } from '../meta';
import { adminDeleteRow, adminListRow, adminPageRow, adminRow, adminUpdateRow } from '../rest-rows';
import { editorProcedure, ownerProcedure, router } from '../trpc';

const PATH = '/api/admin/events';
const AUDITS = titledAudits('event', 'events', 'title');

// The Events tab (Owner, Editor; docs/decisions/057): events with their ticket types.
export const adminEventsRouter = router({
  list: editorProcedure
    .meta(
      adminListRow(PATH, eventOutput, { operationId: 'listAdminEvents', summary: 'List every event (admin view), or one page of them' }),
    )
    .query(({ ctx }) => listEvents(ctx.db, ctx.now())),
  page: editorProcedure
    .meta(adminPageRow(PATH, eventOutput))
    .input(listPageInput)
    .query(({ ctx, input }) => listEventsPage(ctx.db, input, ctx.now())),
  create: editorProcedure
    .meta({
      ...adminRow('POST', PATH, eventOutput, {
        operationId: 'createEvent',
        summary: 'Create an event with its ticket types',
        description: '409 when another event has the address (slug).',
        status: 201,
        errors: [409],
      }),
      audit: AUDITS.create,
    })
    .input(eventCreateInput)
    .mutation(({ ctx, input }) => createEvent(ctx.db, input, ctx.now())),
  update: editorProcedure
    .meta({
      ...adminUpdateRow(`${PATH}/{id}`, eventOutput, {
        operationId: 'updateEvent',
        summary: 'Update an event (any subset of its fields; ticketTypes, when sent, is the whole list)',
        description:
          'Ticket types named by id are changed, new ones added, those left out removed. 404 when there is no such event; ' +
          '409 when the address is another event’s, the capacity is below the seats taken, or a removed ticket type has registrations.',
      }),
      audit: AUDITS.update,
    })
    .input(eventUpdateInput)
    .mutation(({ ctx, input }) => updateEvent(ctx.db, input, ctx.now())),
  delete: editorProcedure
    .meta({
      ...adminDeleteRow(`${PATH}/{id}`, catalogueDeletedOutput, {
        operationId: 'deleteEvent',
        summary: 'Delete an event nobody holds a ticket to',
        description: '404 when there is no such event; 409 when people hold tickets to it.',
      }),
      audit: AUDITS.delete,
    })
    .input(idInput)
    .mutation(({ ctx, input }) => deleteEvent(ctx.db, input.id)),
  checkIn: editorProcedure
    .meta({
      ...adminRow('POST', `${PATH}/{eventId}/check-in`, checkInOutput, {
        operationId: 'checkInTicket',
        summary: 'At the door: check a ticket in by its reference (valid, already checked in, cancelled or unknown)',
      }),
      audit: { kind: 'event', action: 'check-in', detail: answerField('message') },
    })
    .input(checkInInput)
    .mutation(({ ctx, input }) => checkIn(ctx.db, input, ctx.now())),
  // Names and addresses: the Owner's, as every list of people is (decision 027).
  attendees: ownerProcedure
    .meta(
      adminRow('GET', `${PATH}/{eventId}/attendees`, z.array(attendeeOutput), {
        operationId: 'listEventAttendees',
        summary: 'The tickets of an event, confirmed and cancelled, with who holds them',
      }),
    )
    .input(eventIdInput)
    .query(({ ctx, input }) => attendees(ctx.db, input.eventId)),
});

import { listPageInput } from '~/shared/schemas/admin-lists';
import { catalogueDeletedOutput } from '~/shared/schemas/answers';
import { eventCreateInput, eventOutput, eventUpdateInput } from '~/shared/schemas/events';
import { idInput } from '~/shared/schemas/fields';
import { createEvent, deleteEvent, listEvents, listEventsPage, updateEvent } from '~/server/services/events';
import { answerField, rowLabel } from '../meta';
import { adminDeleteRow, adminListRow, adminPageRow, adminRow, adminUpdateRow } from '../rest-rows';
import { editorProcedure, router } from '../trpc';

const PATH = '/api/admin/events';

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
      audit: { kind: 'event', action: 'create', detail: answerField('title') },
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
      audit: { kind: 'event', action: 'update', detail: answerField('title') },
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
      audit: { kind: 'event', action: 'delete', before: rowLabel('events', 'title') },
    })
    .input(idInput)
    .mutation(({ ctx, input }) => deleteEvent(ctx.db, input.id)),
});

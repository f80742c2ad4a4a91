import { z } from 'zod';
import { eventBySlugInput, eventOutput } from '~/shared/schemas/events';
import { idInput } from '~/shared/schemas/fields';
import { eventById, eventBySlug, eventsPage, listEvents } from '~/server/services/events';
import { taggedRow } from '../rest-rows';
import { publicProcedure, router } from '../trpc';

const row = taggedRow('events');

// Events & Symposiums (part 2 sections 3 and 9, docs/decisions/057): the page's lists and one event.
// Registration, tickets and the calendar files are in ./event-registrations.ts and src/server/discovery.ts.
export const eventsRouter = router({
  list: publicProcedure
    .meta(
      row('GET', '/api/events', z.array(eventOutput), {
        operationId: 'listEvents',
        summary: 'Every event, soonest first, with its ticket types and seat counts (never names)',
      }),
    )
    .query(({ ctx }) => listEvents(ctx.db, ctx.now())),
  /** The events page: upcoming soonest first, and the three most recent. */
  page: publicProcedure.query(({ ctx }) => eventsPage(ctx.db, ctx.now())),
  byId: publicProcedure
    .meta(
      row('GET', '/api/events/{id}', eventOutput, {
        operationId: 'getEvent',
        summary: 'One event',
        description: '404 when there is none: "Event not found".',
        errors: [404],
      }),
    )
    .input(idInput)
    .query(({ ctx, input }) => eventById(ctx.db, input.id, ctx.now())),
  /** `/events-symposiums/{slug}`. */
  bySlug: publicProcedure.input(eventBySlugInput).query(({ ctx, input }) => eventBySlug(ctx.db, input.slug, ctx.now())),
});

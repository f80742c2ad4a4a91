import { z } from 'zod';
import {
  cancelOutput,
  eventBySlugInput,
  eventOutput,
  registerInput,
  registrationOutput,
  ticketOutput,
  ticketTokenInput,
} from '~/shared/schemas/events';
import { cancelTicket, claimWaitlistOffer, register, ticketByToken } from '~/server/services/event-registrations';
import { idInput } from '~/shared/schemas/fields';
import { eventById, eventDetail, eventsPage, listEvents } from '~/server/services/events';
import { PROVIDER_ERRORS, taggedRow } from '../rest-rows';
import { publicProcedure, publicWriteProcedure, router } from '../trpc';

const row = taggedRow('events');

// Events & Symposiums (part 2 sections 3 and 9, docs/decisions/057): the page's lists and one event.
// Registration and tickets are below; their work is in src/server/services/event-registrations.ts, the calendar files in src/server/discovery.ts.
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
  bySlug: publicProcedure.input(eventBySlugInput).query(({ ctx, input }) => eventDetail(ctx.db, input.slug, ctx.now())),
  register: publicWriteProcedure
    .meta(
      row('POST', '/api/events/{eventId}/registrations', registrationOutput, {
        operationId: 'registerForEvent',
        summary: 'Register Now: free tickets confirm at once, paid ones hold their seats while the payment is open',
        description:
          'The members’ price applies when the address is an active member’s. `status` is `confirmed` (free), `payment` (confirm the ' +
          '`clientSecret` as the checkout does; the seats are held until `holdExpiresAt`) or `waitlisted` (full, and `waitlist` was asked). ' +
          `404 unknown event or ticket type; 403 a members-only ticket for a non-member; 409 begun, sales closed, or full.${PROVIDER_ERRORS}`,
        status: 201,
        errors: [403, 404, 409, 502, 503],
      }),
    )
    .input(registerInput)
    .mutation(({ ctx, input }) => register(ctx, input, ctx.now())),
  ticket: publicProcedure
    .meta(
      row('GET', '/api/event-tickets/{token}', ticketOutput, {
        operationId: 'getEventTicket',
        summary: 'A ticket, by the link in its letter',
        description: '404 when no ticket has the link.',
        errors: [404],
      }),
    )
    .input(ticketTokenInput)
    .query(({ ctx, input }) => {
      // A person's ticket: never kept by the read cache or a browser.
      ctx.setResponseHeader('cache-control', 'no-store');
      return ticketByToken(ctx.db, input.token, ctx.now());
    }),
  cancel: publicWriteProcedure
    .meta(
      row('POST', '/api/event-tickets/{token}/cancel', cancelOutput, {
        operationId: 'cancelEventTicket',
        summary: 'Cancel a ticket: refunded 48 hours or more before the event, refused after (the seat is kept)',
        description: `404 when no ticket has the link; 409 within 48 hours of the start, or not a confirmed ticket.${PROVIDER_ERRORS}`,
        errors: [404, 409, 502, 503],
      }),
    )
    .input(ticketTokenInput)
    .mutation(({ ctx, input }) => cancelTicket(ctx, input.token, ctx.now())),
  claim: publicWriteProcedure
    .meta(
      row('POST', '/api/event-waitlist/{token}/claim', registrationOutput, {
        operationId: 'claimWaitlistSeat',
        summary: 'Claim the seat a waitlist letter offers',
        description: `404 when no offer has the link; 409 when it lapsed or was used.${PROVIDER_ERRORS}`,
        status: 201,
        errors: [404, 409, 502, 503],
      }),
    )
    .input(ticketTokenInput)
    .mutation(({ ctx, input }) => claimWaitlistOffer(ctx, input.token, ctx.now())),
});

import { z } from 'zod';
import { MAX_TICKETS_PER_REGISTRATION, SLUG_PATTERN } from '../events';
import { LIMITS } from '../limits';
import { rowId, timestamp } from './answers';
import {
  emailField,
  featuredField,
  honeypot,
  idField,
  mediaUrlField,
  nameField,
  optionalUrl,
  requiredLine,
  requiredText,
  richTextField,
} from './fields';

/** Events & Symposiums (docs/decisions/057): the admin's event form, registration, and the answers. */

const instant = (label: string, example = '2027-05-17T14:00:00+01:00') =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time (ISO 8601)` })
    .meta({ examples: [example] })
    .transform((v) => new Date(v).toISOString());
const optionalInstant = (label: string) =>
  z
    .union([z.literal(''), z.null(), instant(label)])
    .optional()
    .transform((v) => (v ? v : null));
const pence = (label: string) =>
  z
    .number({ error: `${label} must be a number of pence` })
    .int(`${label} must be a whole number of pence`)
    .min(0, `${label} cannot be negative`)
    .max(10_000_000, `${label} is too large`);
const optionalPence = (label: string) => pence(label).nullable().optional().default(null);

/** One ticket type of an event; `id` names an existing one when an edit keeps it. */
export const ticketTypeInput = z
  .object({
    id: idField('Ticket type id').optional(),
    name: requiredLine('Ticket name', 'Ticket name is required', 100),
    price: pence('Price'),
    membersPrice: optionalPence("Members' price"),
    earlyBirdPrice: optionalPence('Early-bird price').meta({ description: 'Pence, until earlyBirdUntil', examples: [null] }),
    earlyBirdUntil: optionalInstant('Early bird until'),
    salesStartAt: optionalInstant('Sales start'),
    salesEndAt: optionalInstant('Sales end'),
    membersOnly: z.boolean().default(false),
  })
  .refine((t) => t.earlyBirdPrice === null || t.earlyBirdUntil !== null, {
    message: 'An early-bird price needs the date it lasts until',
    path: ['earlyBirdUntil'],
  });

const eventFields = {
  slug: requiredText('Address', 100).regex(SLUG_PATTERN, 'Address must be lower-case words joined by hyphens, with at least one letter'),
  title: requiredLine('Title', 'Title is required'),
  type: requiredLine('Type', 'Type is required', 100),
  description: richTextField('Description', 'Description is required'),
  imageUrl: mediaUrlField('Image URL'),
  startsAt: instant('Start'),
  endsAt: instant('End', '2027-05-17T17:00:00+01:00'),
  location: requiredLine('Place', 'Place is required', 300),
  onlineUrl: optionalUrl('Online link'),
  speakers: z.array(requiredText('Speaker', LIMITS.name)).max(50, 'At most 50 speakers'),
  featured: featuredField,
  capacity: z.number({ error: 'Capacity must be a number' }).int('Capacity must be a whole number').min(0).max(100_000),
  recordingUrl: optionalUrl('Recording link'),
  rating: z.number({ error: 'Rating must be a number' }).min(0).max(5).nullable().optional(),
  ticketTypes: z
    .array(ticketTypeInput)
    .min(1, 'An event needs at least one ticket type')
    .max(20, 'At most 20 ticket types')
    .meta({ examples: [[{ name: 'Standard', price: 5000, membersPrice: 3000 }]] }),
};

const endsAfterStart = (e: { startsAt?: string; endsAt?: string }) => !e.startsAt || !e.endsAt || e.endsAt > e.startsAt;

const EXAMPLE = {
  slug: 'memory-palace-workshop',
  title: 'Memory Palace Construction Workshop',
  type: 'Workshop',
  description: '<p>Build your first memory palace, room by room.</p>',
  startsAt: '2027-05-17T14:00:00+01:00',
  endsAt: '2027-05-17T17:00:00+01:00',
  location: 'The Reading Room, Club House, London',
  speakers: ['Dr Rajesh Iyer'],
  capacity: 75,
  ticketTypes: [
    { name: 'Standard', price: 5000, membersPrice: 3000 },
    { name: 'Early bird', price: 4250, earlyBirdPrice: 4000, earlyBirdUntil: '2027-04-01T00:00:00Z', membersOnly: true },
  ],
};

export const eventCreateInput = z
  .object({ ...eventFields, speakers: eventFields.speakers.default([]), featured: featuredField.default(false) })
  .refine(endsAfterStart, { message: 'The end must be after the start', path: ['endsAt'] })
  .meta({ examples: [EXAMPLE] });

export const eventUpdateInput = z
  .object({ id: idField() })
  .extend(z.object(eventFields).partial().shape)
  .refine(endsAfterStart, { message: 'The end must be after the start', path: ['endsAt'] })
  .meta({ examples: [{ title: 'Memory Palace Construction Workshop (second sitting)', capacity: 80 }] });

/** `/events-symposiums/{slug}`: an event by its address. */
export const eventBySlugInput = z.object({ slug: requiredText('slug', 100) });

/** Register Now (part 2 section 3). */
export const registerInput = z.object({
  eventId: idField('eventId'),
  ticketTypeId: idField('ticketTypeId'),
  name: nameField('Name'),
  email: emailField('Email Address'),
  quantity: z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
    z
      .number({ error: 'Quantity must be a number' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(MAX_TICKETS_PER_REGISTRATION, `At most ${MAX_TICKETS_PER_REGISTRATION} tickets at a time`),
  ),
  /** When the event is full: put me on the waitlist instead. */
  waitlist: z
    .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('')])
    .optional()
    .transform((v) => v === true || v === 'on' || v === 'true'),
  ...honeypot,
});

const tokenField = requiredText('token', 200).regex(/^[A-Za-z0-9_-]{20,200}$/, 'The link is not valid');

/** The ticket's own links (in its letter): the token is the proof. */
export const ticketTokenInput = z.object({ token: tokenField });

/** Check-in at the door: the ticket's reference, typed or read from its QR code. */
export const checkInInput = z.object({
  eventId: idField('eventId'),
  reference: requiredText('Reference', 100),
});

export const eventIdInput = z.object({ eventId: idField('eventId') });

// --- Answers ---

export const ticketTypeOutput = z.object({
  id: rowId,
  name: z.string(),
  price: z.number().int().describe('Pence'),
  membersPrice: z.number().int().nullable(),
  earlyBirdPrice: z.number().int().nullable(),
  earlyBirdUntil: timestamp.nullable(),
  salesStartAt: timestamp.nullable(),
  salesEndAt: timestamp.nullable(),
  membersOnly: z.boolean(),
});

export const eventOutput = z.object({
  id: rowId,
  slug: z.string(),
  title: z.string(),
  type: z.string(),
  description: z.string().describe('Sanitised HTML'),
  imageUrl: z.string().nullable(),
  startsAt: timestamp,
  endsAt: timestamp,
  dateLabel: z.string().describe('The day(s) in London, en-GB'),
  timeLabel: z.string().describe('The hours in London, with GMT or BST'),
  location: z.string(),
  onlineUrl: z.string().nullable(),
  speakers: z.array(z.string()),
  featured: z.boolean(),
  capacity: z.number().int(),
  registered: z.number().int().describe('Seats confirmed'),
  spotsLeft: z.number().int().describe('Seats neither confirmed nor held by an open payment'),
  attendees: z.number().int(),
  recordingUrl: z.string().nullable(),
  rating: z.number().nullable(),
  past: z.boolean(),
  ticketTypes: z.array(ticketTypeOutput),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type EventItem = z.output<typeof eventOutput>;
/** An event's own page: the event, and its schema.org Event for the page's head (made on the server). */
export type EventDetail = EventItem & { jsonLd: Record<string, unknown> };
export type TicketType = z.output<typeof ticketTypeOutput>;

/** The events page: upcoming (soonest first) and the three most recent. */
export const eventsPageOutput = z.object({ upcoming: z.array(eventOutput), recent: z.array(eventOutput) });

export const registrationOutput = z.object({
  status: z.enum(['confirmed', 'payment', 'waitlisted']),
  reference: z.string().nullable().describe('The ticket reference, once confirmed or held'),
  amount: z.number().int().describe('Pence to pay (0 for free tickets)'),
  memberPrice: z.boolean(),
  clientSecret: z.string().nullable().describe('The payment to confirm, for paid tickets'),
  holdExpiresAt: timestamp.nullable(),
  payWith: z
    .object({ mode: z.enum(['stripe', 'demo']), publishableKey: z.string().nullable() })
    .nullable()
    .describe("For a paid ticket, who takes the card: Stripe (with the publishable key) or the demo provider's form"),
  message: z.string(),
});
export type Registration = z.output<typeof registrationOutput>;

export const ticketOutput = z.object({
  reference: z.string(),
  status: z.enum(['held', 'confirmed', 'cancelled', 'expired']),
  name: z.string(),
  quantity: z.number().int(),
  amount: z.number().int(),
  event: z.object({ id: rowId, slug: z.string(), title: z.string(), dateLabel: z.string(), timeLabel: z.string(), location: z.string() }),
  ticketType: z.string(),
  refundable: z.boolean().describe('Cancelling now refunds (48 hours or more before the start)'),
  refunded: z.boolean(),
  checkedIn: z.boolean(),
});

export const cancelOutput = z.object({ cancelled: z.literal(true), refunded: z.boolean(), message: z.string() });

export const checkInOutput = z.object({
  result: z.enum(['valid', 'already-checked-in', 'cancelled', 'unknown']),
  message: z.string(),
  name: z.string().nullable(),
  quantity: z.number().int().nullable(),
  checkedInAt: timestamp.nullable(),
});

export const attendeeOutput = z.object({
  id: rowId,
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  ticketType: z.string(),
  quantity: z.number().int(),
  amount: z.number().int(),
  status: z.string(),
  checkedInAt: timestamp.nullable(),
  createdAt: timestamp,
});

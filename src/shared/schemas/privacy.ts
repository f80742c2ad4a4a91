import { z } from 'zod';
import { emailField } from './fields';

/** The address whose data is looked up, exported or erased (in the body, never a path: docs/decisions/029). */
export const personalDataInput = z.object({ email: emailField('email') });

/** Erasure cannot be undone: the request says so in words. */
export const personalDataEraseInput = personalDataInput.extend({
  confirm: z.literal('ERASE', { error: 'confirm must be the word ERASE' }),
});

const rows = z.array(z.record(z.string(), z.unknown()));

/** Everything held about one address, table by table (docs/decisions/029): the JSON export. */
export const personalDataOutput = z.object({
  email: z.string(),
  comments: rows,
  reactions: rows,
  applications: rows.describe('Contact / fellowship applications'),
  volunteers: rows,
  proposals: rows,
  supporters: rows.describe('Brain Supporters (viral shares)'),
  egoReports: rows,
  payments: rows,
  refunds: rows.describe("Refunds of the person's payments, or whose note names the address"),
  letters: rows.describe('Letters to or about the address in the outbox, without the secrets their links carried'),
  auditEntries: rows.describe('Audit entries naming the address (failed logins with it, details naming it)'),
  members: rows.describe('The member record (docs/decisions/028)'),
  memberSessions: rows.describe(
    "The member's sign-ins: network address, browser, when made, last used and ending; without the cookie's hash",
  ),
  memberPasskeys: rows.describe(
    "The member's passkeys by the names they gave them, with when each was added and last used; without the key",
  ),
  memberCodes: rows.describe('Sign-in and address-change codes sent to the address, with when each was used; without the code or link'),
  eventRegistrations: rows.describe('Tickets to events held under the address, without their link tokens (docs/decisions/057)'),
  eventWaitlist: rows.describe('Places on events’ waitlists under the address, without their claim tokens'),
  invitations: rows.describe('Staff invitations to the address, without their token hash'),
  subscriptions: rows.describe(
    "The Club's Dispatch: the subscription with the consent given (when, on which form, in which words), without its token",
  ),
  staffAccount: rows.describe('The staff account of the address, without its password hash (kept at erasure)'),
  blocks: rows.describe('Moderation blocks on the address, or whose note names it (kept at erasure)'),
});

const count = z.number().int();

const counts = z.object({
  comments: count,
  reactions: count,
  applications: count,
  volunteers: count,
  proposals: count,
  supporters: count,
  egoReports: count,
  payments: count,
  refunds: count,
  letters: count,
  auditEntries: count,
  members: count,
  memberSessions: count,
  memberPasskeys: count,
  memberCodes: count,
  eventRegistrations: count,
  eventWaitlist: count,
  invitations: count,
  subscriptions: count,
});

/** What erasure leaves in place (docs/decisions/029): the staff account (removed in the Staff tab) and blocks. */
const kept = z.object({ staffAccount: count, blocks: count });

export const personalDataErasedOutput = z.object({ erased: z.literal(true), counts, kept });

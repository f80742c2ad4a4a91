import { z } from 'zod';
import { MEMBER_CARD_TOKEN, MEMBER_CARD_TOKEN_MAX } from '../member-card';
import { MEMBER_STATUSES } from '../members';
import { timestamp } from './answers';
import { requiredText } from './fields';

// The membership card (docs/decisions/055).

/** GET /api/member-cards/{token}: anyone holding a card can check it. */
export const memberCardCheckInput = z.object({
  token: requiredText('token', MEMBER_CARD_TOKEN_MAX)
    .regex(MEMBER_CARD_TOKEN, 'token is not a membership card token')
    .meta({ description: "The end of the card's address (its QR code)", examples: ['12-q1W2e3R4t5Y6u7I8o9P0aS'] }),
});

/** Only whether the card stands and until when: nothing about its holder. A forged or altered token is a 404. */
export const memberCardCheckOutput = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), validUntil: timestamp }),
  z.object({ valid: z.literal(false), validUntil: z.null() }),
]);

/** The member's own card: what it prints, and the QR code of its check (SVG made on the server). */
export const memberCardOutput = z.object({
  name: z.string(),
  planName: z.string(),
  validUntil: timestamp,
  status: z.enum(MEMBER_STATUSES),
  valid: z.boolean(),
  verifyUrl: z.string(),
  qrSvg: z.string().describe('The QR code of verifyUrl as an SVG document'),
});

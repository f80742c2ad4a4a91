import { z } from 'zod';
import { CERTIFICATE_ID_MAX } from '../certificate';
import { nameField, requiredText } from './fields';
import { timestamp } from './answers';

/** GET /api/certificates/{certId}?name=: is this certificate genuine? (docs/decisions/043) */
export const certificateCheckInput = z.object({
  certId: requiredText('certId', CERTIFICATE_ID_MAX).meta({
    description: 'The certificate number as printed',
    examples: ['BAC-1741003500000-q1W2e3R4t5Y6'],
  }),
  name: nameField('name').meta({ description: 'The name on the certificate', examples: ['Ada'] }),
});

/** A genuine certificate (a forged or altered one is a 404 with its message). */
export const certificateCheckOutput = z.object({
  genuine: z.literal(true),
  certId: z.string(),
  name: z.string(),
  certification: z.string(),
  issuedAt: timestamp.describe('When it was earned: read from the number, the same on every visit'),
});

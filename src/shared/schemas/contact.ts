import { z } from 'zod';
import { LIMITS } from '../limits';
import { CONTACT_SUBJECTS, DEFAULT_CONTACT_SUBJECT, DEFAULT_APPLICATION_MEMBERSHIP_TYPE } from '../contact';
import { emailField, honeypot, nameField, requiredText } from './fields';
import { rowId, timestamp } from './answers';

/** POST /api/membership: the contact / fellowship application of the home page. */
export const contactFormInput = z.object({
  firstName: nameField('Given name'),
  email: emailField('Email'),
  // The fixed list (D8); a missing or empty subject is the default one.
  subject: z
    .union([z.literal(''), z.enum(CONTACT_SUBJECTS, { error: `subject must be one of: ${CONTACT_SUBJECTS.join(', ')}` })])
    .optional()
    .transform((v) => v || DEFAULT_CONTACT_SUBJECT),
  message: requiredText('Message', LIMITS.message),
  membershipType: z
    .string({ error: 'membershipType must be text' })
    .trim()
    .max(LIMITS.membershipType, `membershipType must be at most ${LIMITS.membershipType} characters`)
    .optional()
    .transform((v) => v || DEFAULT_APPLICATION_MEMBERSHIP_TYPE),
  ...honeypot,
});

// --- Answers ---

/** A stored contact / fellowship application, as the admin panel lists it. */
export const contactFormOutput = z.object({
  id: rowId,
  firstName: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  membershipType: z.string(),
  createdAt: timestamp,
});

import { z } from 'zod';
import { LIMITS } from '../limits';
import { LINKEDIN_ADD_PREFIX, SHARE_ACTIONS, SHARE_TYPES } from '../support';
import { dispatchBoxField, emailField, honeypot, nameField } from './fields';
import { rowId, timestamp } from './answers';

/** POST /api/viral-share: the support card's register step and each of its share buttons. */
export const supporterInput = z
  .object({
    email: emailField('email'),
    firstName: nameField('firstName'),
    shareType: z
      .string({ error: 'shareType is required' })
      .max(LIMITS.shareType, `shareType must be at most ${LIMITS.shareType} characters`)
      .pipe(z.enum(SHARE_TYPES, { error: `shareType must be one of: ${SHARE_TYPES.join(', ')}` })),
    certificationClaimed: z.boolean({ error: 'certificationClaimed must be true or false' }).optional().default(false),
    shareAction: z
      .enum(SHARE_ACTIONS, { error: `shareAction must be one of: ${SHARE_ACTIONS.join(', ')}` })
      .optional()
      .default('share'),
    linkedinUrl: z
      .string({ error: 'linkedinUrl must be text' })
      .trim()
      .max(LIMITS.url, `linkedinUrl must be at most ${LIMITS.url} characters`)
      .refine((v) => v === '' || v.startsWith(LINKEDIN_ADD_PREFIX), `linkedinUrl must start with ${LINKEDIN_ADD_PREFIX}`)
      .meta({
        pattern: `^${LINKEDIN_ADD_PREFIX.replace(/[.?]/g, '\\$&')}`,
        description: 'The add-certification link (linkedin shares only)',
        examples: [`${LINKEDIN_ADD_PREFIX}startTask=CERTIFICATION_NAME`],
      })
      .optional()
      .transform((v) => v || undefined),
    // The consent box inside the support card (docs/decisions/062): unticked unless the supporter ticks it.
    dispatch: dispatchBoxField,
    ...honeypot,
  })
  .superRefine((input, ctx) => {
    // Spec: certificationClaimed is true only for linkedin.
    if (input.certificationClaimed && input.shareType !== 'linkedin') {
      ctx.addIssue({
        code: 'custom',
        path: ['certificationClaimed'],
        message: 'certificationClaimed can only be true for linkedin shares',
      });
    }
    if (input.linkedinUrl && input.shareType !== 'linkedin') {
      ctx.addIssue({ code: 'custom', path: ['linkedinUrl'], message: 'linkedinUrl is only accepted for linkedin shares' });
    }
  })
  // The two rules above, for /api/openapi.json.
  .meta({
    allOf: [
      {
        if: { properties: { certificationClaimed: { const: true } }, required: ['certificationClaimed'] },
        then: { properties: { shareType: { const: 'linkedin' } } },
      },
      {
        if: { properties: { linkedinUrl: { minLength: 1 } }, required: ['linkedinUrl'] },
        then: { properties: { shareType: { const: 'linkedin' } } },
      },
    ],
  });

// --- Answers ---

/** POST /api/viral-share answers what was recorded (id null when a bot was recognised). */
export const supporterRecordedOutput = z.object({
  id: rowId.nullable(),
  shareType: z.enum(SHARE_TYPES),
  certificationClaimed: z.boolean(),
  message: z.string(),
  certId: z.string().optional().describe('The register step only: the certificate number the server issued and signed'),
});

/** A Brain Supporter as the admin screen reads it. */
export const supporterOutput = z.object({
  id: rowId,
  email: z.string(),
  firstName: z.string(),
  shareType: z.string(),
  certificationClaimed: z.boolean(),
  shareAction: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  createdAt: timestamp,
});

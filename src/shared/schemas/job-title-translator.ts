import { z } from 'zod';
import { LIMITS } from '../limits';
import { honeypot, requiredText } from './fields';
import { rowId, timestamp } from './answers';

/** POST /api/experiments/job-title-translator: one call for titles and headlines (D11). */
export const translateInput = z.object({
  jobTitle: requiredText('Job title', LIMITS.jobTitle),
  ...honeypot,
});

const shareableIdInput = z
  .string({ error: 'shareableId is required' })
  .trim()
  .min(1, 'shareableId is required')
  .max(LIMITS.shareableId, `shareableId must be at most ${LIMITS.shareableId} characters`);

/** One roast by its share id. */
export const roastInput = z.object({ shareableId: shareableIdInput });

/** POST /api/experiments/job-title-translator/ego-report. */
export const egoReportInput = z.object({
  shareableId: shareableIdInput,
  egoRating: z
    .number({ error: 'Ego rating must be a whole number from 1 to 5' })
    .int('Ego rating must be a whole number from 1 to 5')
    .min(1, 'Ego rating must be a whole number from 1 to 5')
    .max(5, 'Ego rating must be a whole number from 1 to 5'),
  momReaction: z
    .string({ error: 'Mom reaction must be text' })
    .trim()
    .max(LIMITS.momReaction, `Mom reaction must be at most ${LIMITS.momReaction} characters`)
    .nullish()
    .transform((v) => (v ? v : undefined)),
  userEmail: z
    .string()
    .trim()
    .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
    .nullish()
    .transform((v) => (v ? v : undefined))
    .pipe(z.email('Please enter a valid email address').optional()),
});

// --- Answers ---

const shareableIdOutput = z.string().describe('A random URL-safe id of 10 characters (D11)');

/** POST /api/experiments/job-title-translator: the roast (D11). */
export const translationOutput = z.object({ originalTitle: z.string(), translation: z.string(), shareableId: shareableIdOutput });

/** A stored roast (latest and all). */
export const roastOutput = translationOutput.extend({ id: rowId, createdAt: timestamp });

/** An ego report as the public reads it: never the optional email. */
export const egoReportOutput = z.object({
  id: rowId,
  shareableId: shareableIdOutput,
  egoRating: z.number().int().min(1).max(5),
  momReaction: z.string().nullable(),
  createdAt: timestamp,
});

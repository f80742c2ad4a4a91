/**
 * Pieces of the answer (output) schemas: what the API sends back, written once in zod next to
 * the inputs (D2) and documented in /api/openapi.json. Services type their results with these,
 * so a column that changes shape breaks the build, and the conformance test checks real
 * answers against the document.
 */
import { z } from 'zod';

/** A row id: a positive whole number. */
export const rowId = z.number().int().positive();

/** Timestamps are ISO-8601 text in UTC (D4): 2026-11-21T10:00:00.000Z. */
export const timestamp = z.iso.datetime();

/** D3's error body: `{ error }`, with `issues` for invalid input. */
export const errorOutput = z.object({
  error: z.string().describe('What went wrong, in words a person can read'),
  issues: z
    .array(
      z.object({
        path: z.string().describe('The field, dotted for nested ones (keyInsights.2); empty for the whole request'),
        message: z.string(),
      }),
    )
    .optional()
    .describe('Only for invalid input (400): one entry per problem'),
});

/** What a form's submission answers: the stored row's id (null when nothing was stored), and a message. */
export const receiptOutput = z.object({
  id: rowId.nullable().describe('null when the submission was recognised as a bot and not stored'),
  message: z.string(),
});

/** An admin delete of a submission: the id, deleted: true and a message. */
export const deletedOutput = z.object({ id: rowId, deleted: z.literal(true), message: z.string() });

/**
 * A catalogue item as the API answers it (content, recognition, shame): its id and title, the
 * kind's own fields, whether it is featured and when it was made.
 */
export const catalogueItemOutput = <T extends z.ZodRawShape>(fields: T) =>
  z.object({ id: rowId, title: z.string(), ...fields, featured: z.boolean(), createdAt: timestamp });

/** A catalogue item's image: its address (null when it has none) ... */
export const imageUrlOutput = z.string().nullable().describe('A site path (/uploads/...) or an http(s) URL');
/** ... and the image data items imported from the old site carried inline. */
export const legacyImageDataOutput = z.string().nullable().describe('Legacy inline image data; null for items made here');

/** A catalogue delete (content, recognition, shame, arsenal, intelligence). */
export const catalogueDeletedOutput = z.object({ id: rowId, deleted: z.literal(true) });

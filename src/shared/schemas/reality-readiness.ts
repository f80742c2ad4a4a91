import { z } from 'zod';
import { idField, requiredLine } from './fields';
import { rowId, timestamp } from './answers';

/**
 * The quiz video upload's text fields (part 2 section 5), as they arrive in the multipart
 * form: title, isFake 'true' or 'false', orderPosition. The file itself is checked by its bytes.
 */
export const videoUploadFields = z.object({
  title: requiredLine('Title', 'Title is required'),
  isFake: z.enum(['true', 'false'], { error: "isFake must be 'true' or 'false'" }).transform((v) => v === 'true'),
  orderPosition: z
    .string({ error: 'Order position is required' })
    .trim()
    .min(1, 'Order position is required')
    .refine((v) => /^-?\d+$/.test(v), 'Order position must be a whole number')
    .transform(Number)
    .pipe(z.number().min(0, 'Order must be 0 or greater').max(100_000, 'Order position must be at most 100,000'))
    .meta({ pattern: '^\\s*\\d+\\s*$', description: 'A whole number from 0 to 100,000, as text (the quiz order)' }),
});

export const VIDEO_FILE_REQUIRED = 'Please select a video file';

/** POST /api/experiments/reality-readiness/guess: guess true means "AI-generated". */
export const guessInput = z.object({
  videoId: idField('videoId'),
  guess: z.boolean({ error: 'guess must be true (AI-generated) or false (real footage)' }),
});

/** POST /api/admin/reality-readiness/videos: the multipart form, the file included. */
export const videoUploadForm = videoUploadFields.extend({
  video: z.file().describe('The video: MP4, WebM or QuickTime, checked by its bytes (D21)'),
});

// --- Answers ---

/** D12: the public list never carries the answer. */
export const quizVideoOutput = z.object({ id: rowId, title: z.string(), videoUrl: z.string() });

export const guessOutput = z.object({ correct: z.boolean(), message: z.string() });

/** A quiz video with its answer, as the admin reads it. */
export const adminVideoOutput = z.object({
  id: rowId,
  title: z.string(),
  videoUrl: z.string(),
  isFake: z.boolean().describe('true: the clip is AI-generated'),
  orderPosition: z.number().int(),
  createdAt: timestamp,
});

export const videoUploadedOutput = adminVideoOutput.extend({ message: z.string() });

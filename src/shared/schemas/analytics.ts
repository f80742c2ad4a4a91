import { z } from 'zod';

export const pageViewInput = z.object({
  path: z.string().trim().min(1, 'path is required').max(500, 'path must be at most 500 characters').startsWith('/', 'path must start with /'),
  referrer: z
    .string()
    .trim()
    .max(2048, 'referrer must be at most 2,048 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
});

import { z } from 'zod';

/** POST /api/admin/upload: one file field named `image` (D21). */
export const uploadForm = z.object({
  image: z.file().describe('An image (JPEG, PNG, WebP, GIF, AVIF) or a video (MP4, WebM, QuickTime), checked by its bytes'),
});

/** `?accept=image` (or video) narrows the kinds accepted; both by default. */
export const uploadQuery = z.object({ accept: z.enum(['image', 'video']).optional() });

export const uploadedOutput = z.object({
  imageUrl: z
    .string()
    .describe(
      'Where the file is served: /uploads/<random name>; for an image with resized variants, followed by ?w=<width>&h=<height> (docs/decisions/031)',
    ),
  fileType: z.enum(['Image', 'Video']),
  mimeType: z.string(),
  size: z.number().int().nonnegative().describe('In bytes'),
});

import { z } from 'zod';
import { LATEST_CONTENT_TYPES } from '../latest-content';
import { rowId, timestamp } from './answers';

/** GET /api/latest-content (D14): the newest item across four kinds, or null on an empty club. */
export const latestContentOutput = z.object({
  latestContent: z
    .object({
      contentType: z.enum(LATEST_CONTENT_TYPES),
      id: rowId,
      title: z.string(),
      description: z.string().describe('May hold HTML (exhibitions, recognition); the card shows its visible text'),
      imageUrl: z.string().optional().describe('Only when the item has a picture'),
      createdAt: timestamp,
      detailUrl: z.string().describe('The page of the item: /exhibitions/{id}, /recognition/{id}, /shame/{id} or /brain-arsenal/{id}'),
      category: z.string(),
    })
    .nullable(),
});

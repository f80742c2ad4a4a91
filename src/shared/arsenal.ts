/**
 * Brain Arsenal shapes and constants, shared by the public pages and the admin panel.
 * Kept free of zod so the public pages stay light; input schemas are in schemas/arsenal.ts.
 */
import type { z } from 'zod';
import { labelled } from './labelled';
import type { arsenalItemOutput } from './schemas/arsenal';

/** Part 2 section 2: the four kinds, in the order the spec lists them, and their labels. */
export const [ARSENAL_TYPES, ARSENAL_TYPE_LABELS] = labelled({
  prompt: 'Prompt',
  dataset: 'Dataset',
  tool: 'Tool',
  video: 'Video',
});
export type ArsenalType = (typeof ARSENAL_TYPES)[number];

/** An arsenal item as the public reads it (part 2 section 3), with its creation time: the API's answer (a type only, so no zod here). */
export type ArsenalItem = z.output<typeof arsenalItemOutput>;

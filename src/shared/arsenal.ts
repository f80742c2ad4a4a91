/**
 * Brain Arsenal shapes and constants, shared by the public pages and the admin panel.
 * Kept free of zod so the public pages stay light; input schemas are in schemas/arsenal.ts.
 */
import type { z } from 'zod';
import type { arsenalItemOutput } from './schemas/arsenal';

/** Part 2 section 2: the four kinds, in the order the spec lists them. */
export const ARSENAL_TYPES = ['prompt', 'dataset', 'tool', 'video'] as const;
export type ArsenalType = (typeof ARSENAL_TYPES)[number];

export const ARSENAL_TYPE_LABELS: Record<ArsenalType, string> = {
  video: 'Video',
  prompt: 'Prompt',
  tool: 'Tool',
  dataset: 'Dataset',
};

/** An arsenal item as the public reads it (part 2 section 3), with its creation time: the API's answer (a type only, so no zod here). */
export type ArsenalItem = z.output<typeof arsenalItemOutput>;

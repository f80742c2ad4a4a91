/**
 * Brain Arsenal shapes and constants, shared by the public pages and the admin panel.
 * Kept free of zod so the public pages stay light; admin input schemas live with the admin.
 */
export const ARSENAL_TYPES = ['video', 'prompt', 'tool', 'dataset'] as const;
export type ArsenalType = (typeof ARSENAL_TYPES)[number];

export const ARSENAL_TYPE_LABELS: Record<ArsenalType, string> = {
  video: 'Video',
  prompt: 'Prompt',
  tool: 'Tool',
  dataset: 'Dataset',
};

/** An arsenal item as the public reads it (part 2 section 3), with its creation time. */
export type ArsenalItem = {
  id: number;
  type: ArsenalType;
  title: string;
  description: string;
  category: string;
  content: string;
  previewUrl: string | null;
  featured: boolean;
  sourceCredits: string | null;
  createdAt: string;
};

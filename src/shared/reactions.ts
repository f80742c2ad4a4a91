/** Comment reactions (D6). Free of zod: the home page imports it within its JavaScript budget. */

/** Part 1 section 9: reaction kinds on comments. */
export const REACTION_KINDS = ['thumbs_up', 'heart'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

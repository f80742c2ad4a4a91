/** Comment reactions (D6). Free of zod: the home page imports it within its JavaScript budget. */

/** Part 1 section 9: reaction kinds on comments. */
export const REACTION_KINDS = ['thumbs_up', 'heart'] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number];

/**
 * The cookie holding this browser's reaction token (docs/decisions/021, 029): the same token as
 * the JavaScript path's localStorage, so a reaction made either way is recognised either way.
 * Readable by the page's script (which adopts it, or writes its own into it); SameSite=Lax.
 */
export const REACTION_TOKEN_COOKIE = 'reaction-token';

/**
 * The letters' colours, written inline because mail clients drop <style> blocks: one palette for
 * every letter's layout (messages.ts) and the Dispatch's body (dispatch-letter.ts).
 */
export const INK = '#2b2118';
export const BURGUNDY = '#7a1f2b';
export const GOLD = '#b8860b';
export const PAPER = '#fbf6ea';
export const PARCHMENT = '#f1e6cc';
export const SEPIA = '#5e4d38';

/**
 * The panel's content tabs in its order, spelt out once for the tests (docs/decisions/027: content,
 * media, reports, arsenal, quiz videos; the events with them): the Owner sees them after Comment
 * Moderation, and an Editor sees them all.
 */
export const CONTENT_TABS = ['content', 'recognition', 'shame', 'arsenal', 'intelligence', 'events', 'videos'] as const;

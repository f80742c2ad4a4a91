/** A person's name: its own export too, so the route tree reads it without the whole table (home page JS budget). */
export const NAME_MAX = 100;

/** Limits the spec leaves open, settled by D8, plus the spec's own column limits. */
export const LIMITS = {
  name: NAME_MAX,
  email: 255,
  message: 5000,
  comment: 5000,
  title: 200,
  richText: 100 * 1024,
  momReaction: 200,
  jobTitle: 300,
  reaction: 50,
  shareableId: 50,
  membershipType: 50,
  shareType: 50,
  shortText: 500,
  url: 2048,
} as const;

/** Limits the spec leaves open, settled by D8, plus the spec's own column limits. */
export const LIMITS = {
  name: 100,
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

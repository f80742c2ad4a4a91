/** The latest-content card of the home page (D14). Free of zod: the home page imports it within its JavaScript budget. */

/** Part 1 section 3: badge labels of the latest-content card. */
export const LATEST_CONTENT_TYPES = ['exhibition', 'recognition', 'shame', 'arsenal'] as const;
export type LatestContentType = (typeof LATEST_CONTENT_TYPES)[number];
const LATEST_LABELS: Record<LatestContentType, string> = {
  exhibition: 'Latest Exhibition',
  recognition: 'New Recognition',
  shame: 'Fresh Shame',
  arsenal: 'Brain Arsenal Addition',
};
export function latestContentLabel(contentType: string): string {
  return (LATEST_LABELS as Record<string, string>)[contentType] ?? 'Latest Content';
}

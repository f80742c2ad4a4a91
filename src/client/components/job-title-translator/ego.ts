/**
 * Ego ratings without importing the zod schemas into the page (they would add to its chunk):
 * part 2 section 9, 2 or less skull, 3 dizzy, 4 sweat smile, 5 cool.
 */
export const EGO_RATINGS = [1, 2, 3, 4, 5] as const;

export function egoEmoji(rating: number): string {
  if (rating <= 2) return '💀';
  if (rating === 3) return '😵‍💫';
  if (rating === 4) return '😅';
  return '😎';
}

export const EGO_LABELS: Record<number, string> = {
  1: 'Ego obliterated',
  2: 'Critically wounded',
  3: 'Dazed but upright',
  4: 'Nervous laughter',
  5: 'Unbothered',
};

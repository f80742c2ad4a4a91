/**
 * Formatting shared by server and client. Dates are shown in UTC (the club keeps Greenwich
 * time): pages are rendered on the server and hydrated in the browser, and both must write the
 * same text whatever the visitor's own time zone.
 */

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' });
const longDateGB = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** 'Mar 3, 2025' */
export function formatShortDate(value: string | Date): string {
  return shortDate.format(toDate(value));
}

/** 'Mar 3, 2025 at 4:05 PM' */
export function formatCommentDate(value: string | Date): string {
  const d = toDate(value);
  return `${shortDate.format(d)} at ${time.format(d)}`;
}

/** '3 March 2025' */
export function formatLongDateGB(value: string | Date): string {
  return longDateGB.format(toDate(value));
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** Visible text of an HTML fragment: tags removed, common entities decoded, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/blockquote)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#39|amp|lt|gt|quot|apos|nbsp);/g, (_, e: string) => entities[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * D7: description cuts count visible characters, never markup, and never split a tag.
 * Returns plain text cut at `max` characters plus an ellipsis when longer.
 */
export function truncateText(html: string, max: number): string {
  const text = visibleText(html);
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}...`;
}

export const formatPounds = (pounds: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 }).format(pounds);

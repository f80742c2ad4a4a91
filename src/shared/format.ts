/**
 * Formatting shared by server and client. Dates are shown in UTC (the club keeps Greenwich
 * time): pages are rendered on the server and hydrated in the browser, and both must write the
 * same text whatever the visitor's own time zone.
 */

// Written out by hand rather than with Intl.DateTimeFormat: these are fixed English formats, and
// the browser's first DateTimeFormat loads its locale data, 20-25 ms of one task on this machine
// and four times that on a throttled phone, while the page's main script is evaluated
// (docs/decisions/068). By hand, the server and every browser also write the same characters
// (ICU versions differ on the space before "PM").
const MONTHS = 'January February March April May June July August September October November December'.split(' ');

/** The date, refusing an invalid one as Intl.DateTimeFormat does. */
function toDate(value: string | Date) {
  const d = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(d.getTime())) throw new RangeError('Invalid time value');
  return d;
}

/** 'Mar 3, 2025' */
export function formatShortDate(value: string | Date): string {
  const d = toDate(value);
  return `${MONTHS[d.getUTCMonth()].slice(0, 3)} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** 'Mar 3, 2025 at 4:05 PM' */
export function formatCommentDate(value: string | Date): string {
  const d = toDate(value);
  const hours = d.getUTCHours();
  return `${formatShortDate(d)} at ${hours % 12 || 12}:${String(d.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** '3 March 2025' */
export function formatLongDateGB(value: string | Date): string {
  const d = toDate(value);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** A tag that ends a line of text (read at a '<', sticky): it leaves a space where it was. */
const LINE_BREAK_TAG = /<(br|\/p|\/li|\/h[1-6]|\/blockquote)\s*\/?>/iy;

/**
 * Visible text of an HTML fragment: tags removed, common entities decoded, spaces collapsed.
 * One pass over the input (issue 38): a tag runs from a '<' to the next '>', and once no '>' is
 * left every later '<' is text. (A regular expression such as /<[^>]*>/g searched to the end
 * again from every '<' of a run without '>': quadratic time, seconds for a long post.)
 */
export function visibleText(html: string): string {
  let text = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    const close = open === -1 ? -1 : html.indexOf('>', open + 1);
    if (close === -1) break;
    if (open > at) text += html.slice(at, open);
    // Only a tag starting '</' or '<b' can be a line break; the sticky match cannot pass a '>',
    // so when it matches it is this very tag.
    const next = html.charCodeAt(open + 1);
    if (next === 47 || next === 98 || next === 66) {
      LINE_BREAK_TAG.lastIndex = open;
      if (LINE_BREAK_TAG.test(html)) text += ' ';
    }
    at = close + 1;
  }
  if (at < html.length) text += html.slice(at);
  return (
    text
      .replace(/&(#39|amp|lt|gt|quot|apos|nbsp);/g, (_, e: string) => entities[e] ?? '')
      // Every run of white space becomes one space. A lone space is left alone rather than replaced
      // by itself: 200,000 words then cost no replacement at all, where copying each took 100 ms.
      .replace(/(?! (?!\s))\s+/g, ' ')
      .trim()
  );
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

/**
 * '10,000': a whole number with its thousands separated, as en-GB writes them. By hand for the same
 * reason as the dates: the first Intl.NumberFormat, `toLocaleString` included, loads locale data, 25 ms
 * of the task that made the form schemas' messages on /exhibitions/1 (docs/decisions/068).
 */
export const groupDigits = (whole: number) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** '£1,000,000': whole pounds. */
export const formatPounds = (pounds: number) => `£${groupDigits(Math.round(pounds))}`;

/**
 * Part 2: under a minute "Just now", then minutes up to 59, then "1 hour ago" up to 119
 * minutes, then hours. Past a day the count moves to days, which reads better than "300 hours".
 */
export function relativeTime(createdAt: string | Date, now: Date = new Date()): string {
  const then = createdAt instanceof Date ? createdAt : new Date(createdAt);
  const minutes = Math.floor((now.getTime() - then.getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
  if (minutes < 120) return '1 hour ago';
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hours ago`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

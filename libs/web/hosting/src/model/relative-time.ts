const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const week = 7 * day;

const units = [
  [week, 'week'],
  [day, 'day'],
  [hour, 'hour'],
  [minute, 'minute'],
] as const;

/**
 * Spec 3 §9: how long ago something happened, in minutes, hours, days or weeks ("3 hours ago");
 * under a minute is "just now".
 */
export function timeAgo(at: string | Date, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(at).getTime());
  for (const [size, name] of units) {
    const count = Math.floor(elapsed / size);
    if (count >= 1) return `${count} ${name}${count === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/** '2d 4h 12m 5s', dropping leading zero units; '0s' once the moment has passed. */
export function timeLeft(until: Date | string, now: Date): string {
  const ms = Math.max(0, new Date(until).getTime() - now.getTime());
  const seconds = Math.floor(ms / 1000);
  const parts = [
    [Math.floor(seconds / 86_400), 'd'],
    [Math.floor((seconds % 86_400) / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'm'],
    [seconds % 60, 's'],
  ] as const;
  const first = parts.findIndex(([value]) => value > 0);
  if (first < 0) return '0s';
  return parts
    .slice(first)
    .map(([value, unit]) => `${value}${unit}`)
    .join(' ');
}

/** 'Saturday, November 28 at 9:00 AM' in the round's city zone. */
export function meetingTime(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(at));
}

/** Spec 1 §4 and §9: program cards count down, refreshed every second. */
export const countdownTickMs = 1000;

export const countdownTexts = {
  availableNow: 'available now',
  dateUnavailable: 'date unavailable',
} as const;

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The time left until the deadline, or null once it has passed. */
export function remainingUntil(deadline: Date, now: Date): Remaining | null {
  const ms = deadline.getTime() - now.getTime();
  if (!Number.isFinite(ms) || ms <= 0) return null;
  const total = Math.floor(ms / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** '3d 04h 05m 06s', 'available now' after the deadline, 'date unavailable' without one. */
export function countdownText(deadline: string | null | undefined, now: Date): string {
  if (!deadline) return countdownTexts.dateUnavailable;
  const date = new Date(deadline);
  if (Number.isNaN(date.getTime())) return countdownTexts.dateUnavailable;
  const left = remainingUntil(date, now);
  if (!left) return countdownTexts.availableNow;
  return `${left.days}d ${two(left.hours)}h ${two(left.minutes)}m ${two(left.seconds)}s`;
}

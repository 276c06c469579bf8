import { useEffect, useState } from 'react';

const waitPattern = /\bwait (\d+) (second|seconds|minute|minutes)\b/;

/** The seconds a rate-limit message asks to wait ('Please wait 4 seconds …'), or null. */
export function waitSecondsIn(text: string): number | null {
  const match = waitPattern.exec(text);
  if (!match) return null;
  const amount = Number(match[1]);
  return match[2]!.startsWith('minute') ? amount * 60 : amount;
}

/** How the server words a wait: seconds under 90, whole minutes (rounded up) beyond. */
function describeWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * The message with `left` seconds still to wait; once none are left, the sentence asking to wait
 * becomes 'You can try again now.'
 */
export function waitTextWith(text: string, left: number): string {
  if (left > 0) return text.replace(waitPattern, `wait ${describeWait(left)}`);
  const sentences = text.split(/(?<=\.)\s+/);
  return sentences.map((sentence) => (waitPattern.test(sentence) ? 'You can try again now.' : sentence)).join(' ');
}

/**
 * A rate-limit message that counts its wait down live, second by second, from when it was first
 * shown; render it under a key of the message, so a new message starts its own count.
 */
export function useWaitCountdown(text: string): string {
  const seconds = waitSecondsIn(text);
  const [since] = useState(() => Date.now());
  const [now, setNow] = useState(since);
  const left = seconds === null ? 0 : Math.max(0, seconds - Math.floor((now - since) / 1000));
  const counting = left > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [counting]);
  return seconds === null ? text : waitTextWith(text, left);
}

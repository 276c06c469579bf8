import { SendingTooFastError } from './chat.errors.js';

export interface PaceRule {
  messages: number;
  perMs: number;
}

/**
 * Per member per group: a short burst is fine (a few quick lines), a flood is not. Sliding windows
 * over the member's own stored messages, so every api replica counts the same sends.
 */
export const chatPaceRules: readonly PaceRule[] = [
  { messages: 5, perMs: 10_000 },
  { messages: 30, perMs: 5 * 60_000 },
];

/** How many of the member's latest send times `assertPace` needs to decide. */
export const paceHistoryNeeded = Math.max(...chatPaceRules.map((rule) => rule.messages));

/**
 * Throws when one more message now would break a rule. `recentSentAt` are the member's latest
 * messages in the group, newest first (at least `paceHistoryNeeded` of them when there are that many).
 */
export function assertPace(recentSentAt: readonly Date[], now: Date, rules = chatPaceRules): void {
  let waitMs = 0;
  for (const rule of rules) {
    // The rule is full when its `messages`-th latest send is still inside the window.
    const oldestCounted = recentSentAt[rule.messages - 1];
    if (!oldestCounted) continue;
    const freesAt = oldestCounted.getTime() + rule.perMs;
    if (freesAt > now.getTime()) waitMs = Math.max(waitMs, freesAt - now.getTime());
  }
  if (waitMs > 0) throw new SendingTooFastError(Math.max(1, Math.ceil(waitMs / 1000)));
}

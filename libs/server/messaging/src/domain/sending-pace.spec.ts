import { describe, expect, it } from '@jest/globals';
import { SendingTooFastError } from './chat.errors.js';
import { assertPace, chatPaceRules, paceHistoryNeeded } from './sending-pace.js';

const now = new Date('2030-03-01T12:00:00Z');
const secondsAgo = (...seconds: number[]) => seconds.map((s) => new Date(now.getTime() - s * 1000));

function waitOf(recent: Date[]): number | null {
  try {
    assertPace(recent, now);
    return null;
  } catch (error) {
    if (error instanceof SendingTooFastError) return error.retryAfterSeconds;
    throw error;
  }
}

describe('the sending pace, per member per group', () => {
  it('allows a burst of five quick messages, and refuses the sixth until the first is 10 s old', () => {
    expect(waitOf(secondsAgo(1, 2, 3, 4))).toBeNull();
    expect(waitOf(secondsAgo(1, 2, 3, 4, 7))).toBe(3);
    expect(waitOf(secondsAgo(1, 2, 3, 4, 10))).toBeNull();
  });

  it('caps a steady stream at 30 messages in five minutes', () => {
    const steady = Array.from({ length: 30 }, (_, index) => 11 + index * 9); // one every 9 s, from 11 s ago
    const wait = waitOf(secondsAgo(...steady));
    expect(wait).toBe(300 - steady[29]!);
    expect(waitOf(secondsAgo(...steady.slice(0, 29)))).toBeNull();
  });

  it('says how long to wait in the message', () => {
    expect(() => assertPace(secondsAgo(0.5, 0.5, 0.5, 0.5, 0.5), now)).toThrow(
      'You are sending messages too quickly. Please wait 10 seconds.',
    );
  });

  it('needs no more history than its largest rule counts', () => {
    expect(paceHistoryNeeded).toBe(Math.max(...chatPaceRules.map((rule) => rule.messages)));
  });
});

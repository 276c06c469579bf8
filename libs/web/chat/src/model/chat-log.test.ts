import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@ember/api-client';
import { lastSeqOf, mergeMessages } from './chat-log';

const message = (seq: number, body = `line ${seq}`): ChatMessage => ({
  id: `m${seq}`,
  groupId: 'g1',
  seq,
  authorId: 'ada',
  body,
  sentAt: '2030-03-01T12:00:00Z',
});

describe('the chat log', () => {
  it('keeps messages in sequence order whatever order they arrive in', () => {
    const log = mergeMessages(mergeMessages([], [message(3)]), [message(1), message(2)]);
    expect(log.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('keeps one copy of a message heard both live and in the history', () => {
    const live = mergeMessages([message(1)], [message(2)]);
    const resumed = mergeMessages(live, [message(2), message(3)]);
    expect(resumed.map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it('resumes after the last sequence number it holds', () => {
    expect(lastSeqOf([])).toBe(0);
    expect(lastSeqOf(mergeMessages([], [message(4), message(9)]))).toBe(9);
  });
});

import { describe, expect, it } from '@jest/globals';
import type { ChatGroup } from './chat-group.js';
import { assertChatOpen, chatWindowOf } from './chat-window.js';

const hour = 3600 * 1000;
const confirmedAt = new Date('2030-03-01T12:00:00Z');
const lastMeetingEndsAt = new Date('2030-03-08T21:00:00Z');

function aGroup(overrides: Partial<ChatGroup> = {}): ChatGroup {
  return {
    groupId: 'group-1',
    title: 'Weekend coffee',
    status: 'confirmed',
    confirmedAt,
    firstMeetingAt: new Date('2030-03-08T19:00:00Z'),
    lastMeetingEndsAt,
    members: [
      { memberId: 'ada', firstName: 'Ada' },
      { memberId: 'bo', firstName: 'Bo' },
    ],
    ...overrides,
  };
}

describe('the group chat window', () => {
  it('opens at confirmation and closes 24 hours after the last meeting ends', () => {
    expect(chatWindowOf(aGroup())).toEqual({
      opensAt: confirmedAt,
      closesAt: new Date(lastMeetingEndsAt.getTime() + 24 * hour),
    });
  });

  it('lets a member in from the moment of confirmation until just before it closes', () => {
    expect(() => assertChatOpen(aGroup(), 'ada', confirmedAt)).not.toThrow();
    expect(() => assertChatOpen(aGroup(), 'bo', new Date(lastMeetingEndsAt.getTime() + 24 * hour - 1))).not.toThrow();
  });

  it('refuses a group still in review, or released, with the reason', () => {
    for (const status of ['reviewing', 'released'] as const) {
      expect(() => assertChatOpen(aGroup({ status, confirmedAt: null }), 'ada', confirmedAt)).toThrow(
        expect.objectContaining({ code: 'messaging.chat-not-open' }),
      );
    }
  });

  it('refuses from 24 hours after the last meeting on', () => {
    expect(() => assertChatOpen(aGroup(), 'ada', new Date(lastMeetingEndsAt.getTime() + 24 * hour))).toThrow(
      expect.objectContaining({
        code: 'messaging.chat-closed',
        message: 'This group chat closed 24 hours after your event.',
      }),
    );
  });

  it('refuses anyone without a place, and a group that does not exist, alike', () => {
    expect(() => assertChatOpen(aGroup(), 'cy', confirmedAt)).toThrow(
      expect.objectContaining({ code: 'messaging.not-in-group' }),
    );
    expect(() => assertChatOpen(null, 'ada', confirmedAt)).toThrow(
      expect.objectContaining({ code: 'messaging.not-in-group' }),
    );
  });
});

import type { ChatGroup } from './chat-group.js';
import { ChatClosedError, ChatNotOpenError, NotInGroupError } from './chat.errors.js';

/** How long after the group's last meeting its chat stays open (time to find each other again). */
export const chatAfterEventMs = 24 * 3600 * 1000;

export interface ChatWindow {
  opensAt: Date | null;
  closesAt: Date;
}

/** The chat opens when the group is confirmed and closes 24 hours after its last meeting ends. */
export function chatWindowOf(group: ChatGroup): ChatWindow {
  return {
    opensAt: group.status === 'confirmed' ? group.confirmedAt : null,
    closesAt: new Date(group.lastMeetingEndsAt.getTime() + chatAfterEventMs),
  };
}

/**
 * Throws unless the member holds a place in the group and its chat is open now. A group in review
 * or released has no chat: members have not committed to meeting yet, or will not meet.
 */
export function assertChatOpen(group: ChatGroup | null, memberId: string, now: Date): asserts group is ChatGroup {
  if (!group || !group.members.some((member) => member.memberId === memberId)) throw new NotInGroupError();
  const window = chatWindowOf(group);
  if (!window.opensAt || now.getTime() < window.opensAt.getTime()) throw new ChatNotOpenError();
  if (now.getTime() >= window.closesAt.getTime()) throw new ChatClosedError();
}

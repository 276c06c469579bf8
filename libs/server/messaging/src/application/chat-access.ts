import type { Clock } from '@ember/kernel';
import type { ChatGroup } from '../domain/chat-group.js';
import { assertChatOpen } from '../domain/chat-window.js';
import type { ChatGroups } from './chat-groups.port.js';

/** Loads a group for a member and checks they may use its chat now. */
export class ChatAccess {
  constructor(
    private readonly groups: ChatGroups,
    private readonly clock: Clock,
  ) {}

  async enter(memberId: string, groupId: string): Promise<ChatGroup> {
    const group = await this.groups.find(groupId);
    assertChatOpen(group, memberId, this.clock.now());
    return group;
  }
}

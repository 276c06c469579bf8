import type { ChatGroup } from '../domain/chat-group.js';
import type { ChatLogRepository } from '../domain/chat-log.repository.js';
import type { ChatMessage } from '../domain/chat-message.entity.js';
import { type ChatWindow, chatWindowOf } from '../domain/chat-window.js';
import type { ChatAccess } from './chat-access.js';

export const historyPageSize = 200;

export interface ChatHistory {
  group: ChatGroup;
  window: ChatWindow;
  messages: ChatMessage[];
  /** More messages follow the last one given (ask again after its sequence number). */
  hasMore: boolean;
}

/**
 * A group's messages for one of its members: the latest page on first load, or everything after
 * the last sequence number a client has (a reconnect resumes there, so nothing is lost).
 */
export class ChatHistoryQuery {
  constructor(
    private readonly access: ChatAccess,
    private readonly log: ChatLogRepository,
  ) {}

  async execute(memberId: string, groupId: string, afterSeq: number | null): Promise<ChatHistory> {
    const group = await this.access.enter(memberId, groupId);
    const page =
      afterSeq === null
        ? await this.log.latest(groupId, historyPageSize)
        : await this.log.after(groupId, afterSeq, historyPageSize + 1);
    const hasMore = afterSeq !== null && page.length > historyPageSize;
    return { group, window: chatWindowOf(group), messages: hasMore ? page.slice(0, historyPageSize) : page, hasMore };
  }
}

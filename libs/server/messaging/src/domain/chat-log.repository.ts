import type { ChatMessage } from './chat-message.entity.js';
import type { MessageReport } from './message-report.entity.js';

/** A group's messages in sequence order, and the reports on them. */
export abstract class ChatLogRepository {
  /**
   * Stores the message with the group's next sequence number (set on the message), one append at a
   * time per group whichever replica appends.
   */
  abstract append(message: ChatMessage): Promise<ChatMessage>;
  /** Messages with a sequence number above `afterSeq`, oldest first, at most `limit`. */
  abstract after(groupId: string, afterSeq: number, limit: number): Promise<ChatMessage[]>;
  /** The latest `limit` messages, oldest first. */
  abstract latest(groupId: string, limit: number): Promise<ChatMessage[]>;
  /** The author's latest send times in the group, newest first. */
  abstract recentSendTimes(groupId: string, authorId: string, limit: number): Promise<Date[]>;
  abstract findMessage(groupId: string, messageId: string): Promise<ChatMessage | null>;
  /** False when the member had already reported this message. */
  abstract report(report: MessageReport): Promise<boolean>;
  /** Every report, newest first, for operators. */
  abstract reports(limit: number): Promise<(MessageReport & { body: string; authorId: string })[]>;
}

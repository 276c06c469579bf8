import { newId } from '@ember/kernel';
import { InvalidMessageError } from './chat.errors.js';

export const maxMessageLength = 1000;

/**
 * One line in a group's chat. `seq` is the group's own counter (1, 2, 3 …): the order everyone
 * sees, and where a reconnecting client resumes.
 */
export class ChatMessage {
  id!: string;
  groupId!: string;
  seq!: number;
  authorId!: string;
  body!: string;
  sentAt!: Date;

  /** A message not yet stored: its sequence number is given when it is appended to the log. */
  static compose(groupId: string, authorId: string, text: unknown, now: Date): ChatMessage {
    if (typeof text !== 'string') throw new InvalidMessageError('Please write a message.');
    const body = text.trim();
    if (body.length === 0) throw new InvalidMessageError('Please write a message.');
    if (body.length > maxMessageLength) {
      throw new InvalidMessageError(`Please keep a message under ${maxMessageLength} characters.`);
    }
    return Object.assign(new ChatMessage(), { id: newId(), groupId, seq: 0, authorId, body, sentAt: now });
  }
}

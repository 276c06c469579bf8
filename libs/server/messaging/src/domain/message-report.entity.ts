import { newId } from '@ember/kernel';
import { InvalidMessageError } from './chat.errors.js';

/** A member flagged a message in their group's chat; operators read these. */
export class MessageReport {
  id!: string;
  messageId!: string;
  groupId!: string;
  reporterId!: string;
  reason!: string;
  createdAt!: Date;

  static file(messageId: string, groupId: string, reporterId: string, reason: unknown, now: Date): MessageReport {
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (text.length > 500) throw new InvalidMessageError('Please keep the reason under 500 characters.');
    return Object.assign(new MessageReport(), {
      id: newId(),
      messageId,
      groupId,
      reporterId,
      reason: text,
      createdAt: now,
    });
  }
}

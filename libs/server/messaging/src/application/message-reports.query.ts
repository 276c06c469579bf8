import type { ChatLogRepository } from '../domain/chat-log.repository.js';

/** Reported messages with their text, newest first, for operators. */
export class MessageReportsQuery {
  constructor(private readonly log: ChatLogRepository) {}

  execute(limit = 100) {
    return this.log.reports(limit);
  }
}

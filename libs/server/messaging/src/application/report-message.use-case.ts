import type { Clock } from '@ember/kernel';
import type { ChatLogRepository } from '../domain/chat-log.repository.js';
import { MessageNotFoundError } from '../domain/chat.errors.js';
import { MessageReport } from '../domain/message-report.entity.js';
import type { ChatAccess } from './chat-access.js';

export interface ReportMessageCommand {
  memberId: string;
  groupId: string;
  messageId: string;
  reason?: unknown;
}

/** A member flags a message in their group's chat for the operators; reporting twice counts once. */
export class ReportMessageUseCase {
  constructor(
    private readonly access: ChatAccess,
    private readonly log: ChatLogRepository,
    private readonly clock: Clock,
  ) {}

  async execute(command: ReportMessageCommand): Promise<MessageReport> {
    await this.access.enter(command.memberId, command.groupId);
    const message = await this.log.findMessage(command.groupId, command.messageId);
    if (!message) throw new MessageNotFoundError();
    const report = MessageReport.file(message.id, message.groupId, command.memberId, command.reason, this.clock.now());
    await this.log.report(report);
    return report;
  }
}

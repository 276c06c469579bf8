import type { Clock } from '@ember/kernel';
import type { ChatLogRepository } from '../domain/chat-log.repository.js';
import { ChatMessage } from '../domain/chat-message.entity.js';
import { assertPace, paceHistoryNeeded } from '../domain/sending-pace.js';
import type { ChatAccess } from './chat-access.js';

export interface SendMessageCommand {
  memberId: string;
  groupId: string;
  text: unknown;
}

/** A member writes to their confirmed group's chat: stored with the group's next sequence number. */
export class SendMessageUseCase {
  constructor(
    private readonly access: ChatAccess,
    private readonly log: ChatLogRepository,
    private readonly clock: Clock,
  ) {}

  async execute(command: SendMessageCommand): Promise<ChatMessage> {
    await this.access.enter(command.memberId, command.groupId);
    const now = this.clock.now();
    const message = ChatMessage.compose(command.groupId, command.memberId, command.text, now);
    assertPace(await this.log.recentSendTimes(command.groupId, command.memberId, paceHistoryNeeded), now);
    return this.log.append(message);
  }
}

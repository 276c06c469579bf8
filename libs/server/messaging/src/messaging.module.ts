import { Module } from '@nestjs/common';
import { IdentityModule } from '@ember/identity';
import { MatchingRoundsCoreModule } from '@ember/matching-rounds';
import { CLOCK, useCase } from '@ember/platform';
import { ChatAccess } from './application/chat-access.js';
import { ChatGroups } from './application/chat-groups.port.js';
import { ChatHistoryQuery } from './application/chat-history.query.js';
import { MessageReportsQuery } from './application/message-reports.query.js';
import { ReportMessageUseCase } from './application/report-message.use-case.js';
import { SendMessageUseCase } from './application/send-message.use-case.js';
import { ChatLogRepository } from './domain/chat-log.repository.js';
import { ChatGateway } from './http/chat.gateway.js';
import { ChatReportsAdminController } from './http/chat-reports-admin.controller.js';
import { GroupChatController } from './http/group-chat.controller.js';
import { RoundsChatGroups } from './infrastructure/rounds-chat-groups.js';
import { SqlChatLogRepository } from './infrastructure/sql-chat-log.repository.js';

/** Group chats of confirmed groups: HTTP history, sending and reports, and the Socket.IO gateway. */
@Module({
  imports: [IdentityModule, MatchingRoundsCoreModule],
  controllers: [GroupChatController, ChatReportsAdminController],
  providers: [
    { provide: ChatGroups, useClass: RoundsChatGroups },
    { provide: ChatLogRepository, useClass: SqlChatLogRepository },
    useCase(ChatAccess, [ChatGroups, CLOCK]),
    useCase(ChatHistoryQuery, [ChatAccess, ChatLogRepository]),
    useCase(SendMessageUseCase, [ChatAccess, ChatLogRepository, CLOCK]),
    useCase(ReportMessageUseCase, [ChatAccess, ChatLogRepository, CLOCK]),
    useCase(MessageReportsQuery, [ChatLogRepository]),
    ChatGateway,
  ],
})
export class MessagingModule {}

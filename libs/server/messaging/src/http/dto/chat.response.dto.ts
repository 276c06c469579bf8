import { ApiProperty } from '@nestjs/swagger';
import type { ChatHistory } from '../../application/chat-history.query.js';
import type { ChatMessage } from '../../domain/chat-message.entity.js';
import type { MessageReport } from '../../domain/message-report.entity.js';

export class ChatMessageResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  groupId!: string;

  @ApiProperty({ type: 'integer', example: 12, description: 'The group’s order: 1, 2, 3 …' })
  seq!: number;

  @ApiProperty({ format: 'uuid' })
  authorId!: string;

  @ApiProperty({ example: 'See you at 7!' })
  body!: string;

  @ApiProperty({ format: 'date-time' })
  sentAt!: string;

  static from(message: ChatMessage): ChatMessageResponse {
    return {
      id: message.id,
      groupId: message.groupId,
      seq: message.seq,
      authorId: message.authorId,
      body: message.body,
      sentAt: message.sentAt.toISOString(),
    };
  }
}

export class ChatMemberResponse {
  @ApiProperty({ format: 'uuid' })
  memberId!: string;

  @ApiProperty({ example: 'Ada' })
  firstName!: string;
}

export class GroupChatResponse {
  @ApiProperty({ format: 'uuid' })
  groupId!: string;

  @ApiProperty({ example: 'Weekend coffee' })
  title!: string;

  @ApiProperty({ format: 'uuid', description: 'The caller, to tell their own messages apart.' })
  me!: string;

  @ApiProperty({ type: [ChatMemberResponse], description: 'Everyone who holds a place in the group.' })
  members!: ChatMemberResponse[];

  @ApiProperty({ format: 'date-time' })
  opensAt!: string;

  @ApiProperty({ format: 'date-time', description: '24 hours after the group’s last meeting.' })
  closesAt!: string;

  @ApiProperty({ type: [ChatMessageResponse], description: 'Oldest first.' })
  messages!: ChatMessageResponse[];

  @ApiProperty({ description: 'More messages follow: ask again after the last sequence number.' })
  hasMore!: boolean;

  static from(history: ChatHistory, me: string): GroupChatResponse {
    return {
      groupId: history.group.groupId,
      title: history.group.title,
      me,
      members: history.group.members.map(({ memberId, firstName }) => ({ memberId, firstName })),
      opensAt: (history.window.opensAt ?? history.group.firstMeetingAt).toISOString(),
      closesAt: history.window.closesAt.toISOString(),
      messages: history.messages.map((message) => ChatMessageResponse.from(message)),
      hasMore: history.hasMore,
    };
  }
}

export class MessageReportResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  messageId!: string;

  @ApiProperty({ format: 'uuid' })
  groupId!: string;

  @ApiProperty({ format: 'uuid' })
  reporterId!: string;

  @ApiProperty()
  reason!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  static from(report: MessageReport): MessageReportResponse {
    return {
      id: report.id,
      messageId: report.messageId,
      groupId: report.groupId,
      reporterId: report.reporterId,
      reason: report.reason,
      createdAt: report.createdAt.toISOString(),
    };
  }
}

export class ReportedMessageResponse extends MessageReportResponse {
  @ApiProperty({ description: 'The reported message’s text.' })
  body!: string;

  @ApiProperty({ format: 'uuid' })
  authorId!: string;
}

export class MessageReportsResponse {
  @ApiProperty({ type: [ReportedMessageResponse] })
  reports!: ReportedMessageResponse[];
}

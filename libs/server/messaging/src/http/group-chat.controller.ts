import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser } from '@ember/identity';
import { isId } from '@ember/kernel';
import { ErrorBody } from '@ember/platform';
import { ChatHistoryQuery } from '../application/chat-history.query.js';
import { ReportMessageUseCase } from '../application/report-message.use-case.js';
import { SendMessageUseCase } from '../application/send-message.use-case.js';
import { MessageNotFoundError, NotInGroupError } from '../domain/chat.errors.js';
import { ChatGateway } from './chat.gateway.js';
import { ChatHistoryRequest, ReportChatMessageRequest, SendChatMessageRequest } from './dto/chat.request.dto.js';
import { ChatMessageResponse, GroupChatResponse, MessageReportResponse } from './dto/chat.response.dto.js';

function groupIdOf(value: string): string {
  if (!isId(value)) throw new NotInGroupError();
  return value;
}

/**
 * A confirmed group's chat over HTTP: the history (a reconnecting client asks for what came after
 * its last sequence number), sending (also broadcast to the sockets) and reporting a message. Open
 * from the group's confirmation until 24 hours after its last meeting.
 */
@ApiTags('messaging')
@ApiBadRequestResponse({ type: ErrorBody })
@ApiForbiddenResponse({ type: ErrorBody, description: 'The caller holds no place in this group.' })
@ApiConflictResponse({ type: ErrorBody, description: 'The group is not confirmed (yet).' })
@ApiGoneResponse({ type: ErrorBody, description: 'The chat closed 24 hours after the group’s last meeting.' })
@Controller('groups/:groupId/chat')
export class GroupChatController {
  constructor(
    private readonly history: ChatHistoryQuery,
    private readonly sender: SendMessageUseCase,
    private readonly reporter: ReportMessageUseCase,
    private readonly gateway: ChatGateway,
  ) {}

  /** The chat with its members, window and messages (the latest page, or those after `after`). */
  @Get()
  @ApiOkResponse({ type: GroupChatResponse })
  async getGroupChat(
    @CurrentUser() user: AuthenticatedUser,
    @Param('groupId') groupId: string,
    @Query() query: ChatHistoryRequest,
  ): Promise<GroupChatResponse> {
    return GroupChatResponse.from(
      await this.history.execute(user.id, groupIdOf(groupId), query.after ?? null),
      user.id,
    );
  }

  /** Sends a message; everyone in the group connected by socket receives it too. */
  @Post('messages')
  @HttpCode(201)
  @ApiCreatedResponse({ type: ChatMessageResponse })
  @ApiTooManyRequestsResponse({ type: ErrorBody })
  async sendChatMessage(
    @CurrentUser() user: AuthenticatedUser,
    @Param('groupId') groupId: string,
    @Body() body: SendChatMessageRequest,
  ): Promise<ChatMessageResponse> {
    const message = await this.sender.execute({ memberId: user.id, groupId: groupIdOf(groupId), text: body.body });
    this.gateway.broadcast(message);
    return ChatMessageResponse.from(message);
  }

  /** Reports a message to the operators; reporting it again changes nothing. */
  @Post('messages/:messageId/report')
  @HttpCode(201)
  @ApiCreatedResponse({ type: MessageReportResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async reportChatMessage(
    @CurrentUser() user: AuthenticatedUser,
    @Param('groupId') groupId: string,
    @Param('messageId') messageId: string,
    @Body() body: ReportChatMessageRequest,
  ): Promise<MessageReportResponse> {
    if (!isId(messageId)) throw new MessageNotFoundError();
    const report = await this.reporter.execute({
      memberId: user.id,
      groupId: groupIdOf(groupId),
      messageId,
      reason: body.reason,
    });
    return MessageReportResponse.from(report);
  }
}

import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { type AuthenticatedUser, SocketSessions } from '@ember/identity';
import { isDomainError, isId, RateLimitedError } from '@ember/kernel';
import { ChatAccess } from '../application/chat-access.js';
import { ChatHistoryQuery } from '../application/chat-history.query.js';
import { SendMessageUseCase } from '../application/send-message.use-case.js';
import type { ChatMessage } from '../domain/chat-message.entity.js';
import { NotInGroupError } from '../domain/chat.errors.js';
import { ChatMessageResponse, GroupChatResponse } from './dto/chat.response.dto.js';

export const chatNamespace = '/chat';

/** What the client hears: `message` for each new line in a room it joined. */
export const chatEvents = { message: 'message' } as const;

export interface ChatFailure {
  code: string;
  message: string;
  retryAfterSeconds?: number;
}

export type ChatAck<T> = { ok: true; data: T } | { ok: false; error: ChatFailure };

const roomOf = (groupId: string) => `group:${groupId}`;

/**
 * Group chats over Socket.IO. The handshake's session cookie says who is connecting (refused
 * otherwise); `join` checks membership and the chat's window, puts the socket in the group's room
 * and answers the messages after the client's last sequence number; `send` stores a message and
 * emits it to the room on every replica (the Redis adapter). A reconnecting client joins again with
 * its last sequence number and misses nothing: it is in the room before the history is read, and
 * duplicates are told apart by `seq`.
 */
@WebSocketGateway({ namespace: chatNamespace })
export class ChatGateway implements OnGatewayInit {
  @WebSocketServer() private readonly server!: Namespace;
  private readonly logger = new Logger(ChatGateway.name);

  constructor(
    private readonly orm: MikroORM,
    private readonly sessions: SocketSessions,
    private readonly access: ChatAccess,
    private readonly history: ChatHistoryQuery,
    private readonly sender: SendMessageUseCase,
  ) {}

  afterInit(namespace: Namespace): void {
    namespace.use((socket, next) => {
      this.inContext(() => this.sessions.callerOf(socket.handshake.headers.cookie))
        .then((user) => {
          if (!user)
            return next(
              Object.assign(new Error('Please sign in to continue.'), { data: { code: 'auth.unauthenticated' } }),
            );
          (socket.data as { user?: AuthenticatedUser }).user = user;
          next();
        })
        .catch((error: unknown) => next(error instanceof Error ? error : new Error(String(error))));
    });
  }

  /** Emits a stored message to everyone in its group's room, on every replica. */
  broadcast(message: ChatMessage): void {
    this.server.to(roomOf(message.groupId)).emit(chatEvents.message, ChatMessageResponse.from(message));
  }

  @SubscribeMessage('join')
  join(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<ChatAck<GroupChatResponse>> {
    return this.answer(async () => {
      const user = userOf(socket);
      const groupId = groupIdOf(body);
      const after = (body as { after?: unknown }).after;
      const afterSeq = typeof after === 'number' && Number.isInteger(after) && after >= 0 ? after : null;
      // Checked before joining the room, so a stranger never hears a word.
      await this.access.enter(user.id, groupId);
      await socket.join(roomOf(groupId));
      // Read after joining: what arrives in between comes both ways and the client keeps one copy.
      return GroupChatResponse.from(await this.history.execute(user.id, groupId, afterSeq), user.id);
    });
  }

  @SubscribeMessage('leave')
  async leave(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<ChatAck<null>> {
    return this.answer(async () => {
      await socket.leave(roomOf(groupIdOf(body)));
      return null;
    });
  }

  @SubscribeMessage('send')
  send(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<ChatAck<ChatMessageResponse>> {
    return this.answer(async () => {
      const user = userOf(socket);
      const message = await this.sender.execute({
        memberId: user.id,
        groupId: groupIdOf(body),
        text: (body as { body?: unknown }).body,
      });
      this.broadcast(message);
      return ChatMessageResponse.from(message);
    });
  }

  private async answer<T>(work: () => Promise<T>): Promise<ChatAck<T>> {
    try {
      return { ok: true, data: await this.inContext(work) };
    } catch (error) {
      if (isDomainError(error)) {
        return {
          ok: false,
          error: {
            code: error.code,
            message: error.message,
            ...(error instanceof RateLimitedError ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
          },
        };
      }
      this.logger.error(error);
      return {
        ok: false,
        error: { code: 'messaging.unavailable', message: 'The chat is unavailable just now. Please try again.' },
      };
    }
  }

  private inContext<T>(work: () => Promise<T>): Promise<T> {
    return RequestContext.create(this.orm.em, work);
  }
}

function userOf(socket: Socket): AuthenticatedUser {
  const user = (socket.data as { user?: AuthenticatedUser }).user;
  if (!user) throw new NotInGroupError();
  return user;
}

function groupIdOf(body: unknown): string {
  const groupId = typeof body === 'object' && body !== null ? (body as { groupId?: unknown }).groupId : undefined;
  if (typeof groupId !== 'string' || !isId(groupId)) throw new NotInGroupError();
  return groupId;
}

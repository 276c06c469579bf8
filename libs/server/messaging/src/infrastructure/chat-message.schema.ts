import { EntitySchema } from '@mikro-orm/core';
import { ChatMessage } from '../domain/chat-message.entity.js';

export const ChatMessageSchema = new EntitySchema<ChatMessage>({
  class: ChatMessage,
  tableName: 'chat_messages',
  schema: 'messaging',
  uniques: [{ properties: ['groupId', 'seq'] }],
  indexes: [{ properties: ['groupId', 'authorId', 'sentAt'] }],
  properties: {
    id: { type: 'uuid', primary: true },
    groupId: { type: 'uuid' },
    seq: { type: 'integer' },
    authorId: { type: 'uuid' },
    body: { type: 'text' },
    sentAt: { type: 'datetime' },
  },
});

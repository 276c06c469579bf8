import type { ContextDatabase } from '@ember/platform';
import { ChatMessageSchema } from './chat-message.schema.js';
import { ChatRoomSchema } from './chat-room.schema.js';
import { MessageReportSchema } from './message-report.schema.js';
import { messagingMigrations } from './migrations/index.js';

export const messagingDatabase: ContextDatabase = {
  schema: 'messaging',
  entities: [ChatRoomSchema, ChatMessageSchema, MessageReportSchema],
  migrations: messagingMigrations,
};

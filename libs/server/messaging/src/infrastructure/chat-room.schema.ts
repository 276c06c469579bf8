import { EntitySchema } from '@mikro-orm/core';

/** A group's message counter: its row lock orders appends across replicas. */
export class ChatRoom {
  groupId!: string;
  lastSeq!: number;
}

export const ChatRoomSchema = new EntitySchema<ChatRoom>({
  class: ChatRoom,
  tableName: 'chat_rooms',
  schema: 'messaging',
  properties: {
    groupId: { type: 'uuid', primary: true },
    lastSeq: { type: 'integer' },
  },
});

import type { ChatGroup } from '../domain/chat-group.js';

/** Groups and who holds a place in them, from the matching-rounds context. */
export abstract class ChatGroups {
  abstract find(groupId: string): Promise<ChatGroup | null>;
}

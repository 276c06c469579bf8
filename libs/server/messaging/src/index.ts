/**
 * The messaging context: a confirmed group's chat, open from its confirmation until 24 hours after
 * its last meeting, over Socket.IO (namespace /chat at /api/socket.io) and HTTP.
 * The api imports `MessagingModule`; the entry points list `messagingContext`.
 */
export { MessagingModule } from './messaging.module.js';
export { messagingContext } from './messaging.context.js';
export { messagingDatabase } from './infrastructure/messaging.database.js';
export { type ChatAck, type ChatFailure, chatEvents, chatNamespace } from './http/chat.gateway.js';

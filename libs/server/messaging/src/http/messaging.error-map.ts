import type { ErrorCodes } from '@ember/kernel';
import type { ErrorStatusMap } from '@ember/platform';
import type * as chatErrors from '../domain/chat.errors.js';

export const messagingErrorMap: ErrorStatusMap<ErrorCodes<typeof chatErrors>> = {
  'messaging.not-in-group': 403,
  'messaging.chat-not-open': 409,
  'messaging.chat-closed': 410,
  'messaging.invalid-message': 400,
  'messaging.message-not-found': 404,
  'messaging.too-fast': 429,
};

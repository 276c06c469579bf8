import type { ServerContext } from '@ember/platform';
import { messagingErrorMap } from './http/messaging.error-map.js';
import { messagingDatabase } from './infrastructure/messaging.database.js';

export const messagingContext: ServerContext = { database: messagingDatabase, errors: messagingErrorMap };

import type { ServerContext } from '@ember/platform';
import { moderationErrorMap } from './http/moderation.error-map.js';
import { moderationDatabase } from './infrastructure/moderation.database.js';

export const moderationContext: ServerContext = { database: moderationDatabase, errors: moderationErrorMap };

import type { ServerContext } from '@ember/platform';
import { mediaErrorMap } from './http/media.error-map.js';
import { mediaDatabase } from './infrastructure/media.database.js';

export const mediaContext: ServerContext = { database: mediaDatabase, errors: mediaErrorMap };

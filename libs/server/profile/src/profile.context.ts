import type { ServerContext } from '@ember/platform';
import { profileErrorMap } from './http/profile.error-map.js';
import { profileDatabase } from './infrastructure/profile.database.js';

export const profileContext: ServerContext = { database: profileDatabase, errors: profileErrorMap };

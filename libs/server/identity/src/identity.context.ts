import type { ServerContext } from '@ember/platform';
import { identityErrorMap } from './http/identity.error-map.js';
import { identityDatabase } from './infrastructure/identity.database.js';

export const identityContext: ServerContext = { database: identityDatabase, errors: identityErrorMap };

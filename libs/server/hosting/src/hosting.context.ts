import type { ServerContext } from '@ember/platform';
import { hostingErrorMap } from './http/hosting.error-map.js';
import { hostingDatabase } from './infrastructure/hosting.database.js';

export const hostingContext: ServerContext = { database: hostingDatabase, errors: hostingErrorMap };

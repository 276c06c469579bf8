import type { ServerContext } from '@ember/platform';
import { analyticsErrorMap } from './http/analytics.error-map.js';
import { analyticsDatabase } from './infrastructure/analytics.database.js';

export const analyticsContext: ServerContext = { database: analyticsDatabase, errors: analyticsErrorMap };

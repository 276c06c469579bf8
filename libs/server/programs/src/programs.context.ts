import type { ServerContext } from '@ember/platform';
import { programsErrorMap } from './http/programs.error-map.js';
import { programsDatabase } from './infrastructure/programs.database.js';

export const programsContext: ServerContext = { database: programsDatabase, errors: programsErrorMap };

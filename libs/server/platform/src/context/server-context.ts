import type { ContextDatabase } from '../database/context-database.js';
import type { ErrorStatusMap } from '../http/error-status.registry.js';

/**
 * What a bounded context hands the entry points as plain data: its tables (the api, the worker
 * and the migrations load them) and the HTTP status of each of its error codes (the api's error
 * filter reads them). Its Nest modules are imported by name: the HTTP module by the api, the
 * controller-free core module by the worker and by other contexts.
 */
export interface ServerContext {
  readonly database: ContextDatabase;
  readonly errors: ErrorStatusMap;
}

/**
 * The list of bounded contexts, kept once for both server entry points (the api and the worker)
 * and their commands (migrations, seed): each context's tables and error map, as data.
 */
export { contextDatabases, contextErrorMaps, contexts } from './contexts.js';

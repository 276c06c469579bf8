export { AppModule } from './app.module.js';
export { createApp } from './create-app.js';
export { contexts } from './contexts.js';
export { buildOpenApiDocument, serialiseContract } from './openapi.js';

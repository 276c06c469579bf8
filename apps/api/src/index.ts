export { AppModule } from './app.module.js';
export { createApp } from './create-app.js';
export { buildOpenApiDocument, serialiseContract } from './openapi.js';

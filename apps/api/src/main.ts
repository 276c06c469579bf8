import 'reflect-metadata';
import { Logger } from 'nestjs-pino';
import { loadConfigOrExit, shutdownTracingWith, startTracing } from '@ember/platform';
import { createApp } from './create-app.js';

const config = loadConfigOrExit();
const tracing = startTracing(config, 'ember-api');
const app = await createApp(config);
shutdownTracingWith(app, tracing);
await app.listen(config.API_PORT, config.API_HOST);
app.get(Logger).log(`api listening on http://${config.API_HOST}:${config.API_PORT}/api`);

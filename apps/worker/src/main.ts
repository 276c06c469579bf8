import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadConfigOrExit, shutdownTracingWith, startTracing } from '@ember/platform';
import { WorkerModule } from './worker.module.js';

const config = loadConfigOrExit();
const tracing = startTracing(config, 'ember-worker');
// SIGTERM closes the workers: each finishes the job in hand (or it is released for another worker).
const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), { bufferLogs: true });
shutdownTracingWith(app, tracing);
app.useLogger(app.get(Logger));
app.enableShutdownHooks();
await app.init();
app.get(Logger).log('worker started');

import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadConfigOrExit } from '@ember/platform';
import { WorkerModule } from './worker.module.js';

// SIGTERM closes the workers: each finishes the job in hand (or it is released for another worker).
const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(loadConfigOrExit()), { bufferLogs: true });
app.useLogger(app.get(Logger));
app.enableShutdownHooks();
await app.init();
app.get(Logger).log('worker started');

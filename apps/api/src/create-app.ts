import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { type AppConfig, configureHttpApp } from '@ember/platform';
import { AppModule } from './app.module.js';
import { mountApiDocs } from './openapi.js';

/** Builds the configured HTTP application without listening; shared by main, tests and the contract writer. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    bodyParser: false,
    // Webhooks verify signatures over the body as received.
    rawBody: true,
  });
  configureHttpApp(app, config);
  mountApiDocs(app);
  return app;
}

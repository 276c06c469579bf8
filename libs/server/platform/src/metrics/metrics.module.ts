import { Module } from '@nestjs/common';
import { MetricsServer } from './metrics.server.js';

/** The metrics port (METRICS_PORT) of the api or the worker. */
@Module({ providers: [MetricsServer] })
export class MetricsModule {}

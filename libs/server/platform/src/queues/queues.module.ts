import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JobProducer } from './job-producer.js';
import { JobWorkers, WORKER_SETTINGS, type WorkerSettings } from './job-workers.js';
import { QueueMetrics } from '../metrics/queue-metrics.js';
import { WorkerHealthServer } from './worker-health.server.js';

/** Producers everywhere; `forWorker` also runs the processors (the worker app only). */
@Global()
@Module({ providers: [JobProducer], exports: [JobProducer] })
export class QueuesModule {
  static forWorker(settings: WorkerSettings): DynamicModule {
    return {
      module: QueuesModule,
      imports: [DiscoveryModule],
      providers: [
        JobProducer,
        JobWorkers,
        WorkerHealthServer,
        QueueMetrics,
        { provide: WORKER_SETTINGS, useValue: settings },
      ],
      exports: [JobProducer],
    };
  }
}

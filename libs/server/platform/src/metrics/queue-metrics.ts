import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobProducer } from '../queues/job-producer.js';
import { type QueueName, queueNames } from '../queues/job-registry.js';
import { collectOnScrape, queueJobs, queueOldestWaiting } from './metrics.js';

const states = ['waiting', 'active', 'delayed', 'failed'] as const;

/**
 * The queues' depth, read from Redis when Prometheus scrapes (the worker's metrics): jobs per
 * state and the age of the oldest waiting job. Every worker reports the same numbers; dashboards
 * and the autoscaler take their maximum.
 */
@Injectable()
export class QueueMetrics implements OnApplicationBootstrap {
  constructor(private readonly producer: JobProducer) {}

  onApplicationBootstrap(): void {
    collectOnScrape(queueJobs, () => this.collectCounts());
    collectOnScrape(queueOldestWaiting, () => this.collectOldest());
  }

  private async collectCounts(): Promise<void> {
    for (const queue of Object.values(queueNames) as QueueName[]) {
      const counts = await this.producer.queue(queue).getJobCounts(...states);
      for (const state of states) queueJobs.set({ queue, state }, counts[state] ?? 0);
    }
  }

  private async collectOldest(): Promise<void> {
    const now = Date.now();
    for (const queue of Object.values(queueNames) as QueueName[]) {
      const [oldest] = await this.producer.queue(queue).getJobs(['waiting'], 0, 0, true);
      queueOldestWaiting.set({ queue }, oldest ? Math.max(0, now - oldest.timestamp - (oldest.delay ?? 0)) / 1000 : 0);
    }
  }
}

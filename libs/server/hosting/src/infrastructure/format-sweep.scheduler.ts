import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobProducer } from '@ember/platform';

/** A phase is days long: a sweep a minute finds a lost job long before it matters. */
const sweepEveryMs = 60_000;

/** The worker registers the recurring sweep at boot (one scheduler however many workers start). */
@Injectable()
export class FormatSweepScheduler implements OnApplicationBootstrap {
  constructor(private readonly producer: JobProducer) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.producer.repeat('hosting.sweep', {}, sweepEveryMs);
  }
}

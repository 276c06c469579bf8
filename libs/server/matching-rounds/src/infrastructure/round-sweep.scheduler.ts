import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, JobProducer } from '@ember/platform';

/** The worker registers the recurring sweep at boot (one scheduler however many workers start). */
@Injectable()
export class RoundSweepScheduler implements OnApplicationBootstrap {
  constructor(
    private readonly producer: JobProducer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.producer.repeat('rounds.sweep', {}, this.config.ROUNDS_SWEEP_SECONDS * 1000);
  }
}

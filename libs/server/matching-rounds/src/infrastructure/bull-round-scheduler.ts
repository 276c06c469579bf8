import { Injectable } from '@nestjs/common';
import { JobProducer } from '@ember/platform';
import { type RoundPhase, RoundScheduler } from '../application/round-scheduler.port.js';

/** Each phase is the job `rounds.<phase>` with id `rounds.<phase>.<round id>` on rounds.schedule. */
@Injectable()
export class BullRoundScheduler extends RoundScheduler {
  constructor(private readonly producer: JobProducer) {
    super();
  }

  async schedule(roundId: string, phase: RoundPhase, dueAt: Date): Promise<void> {
    await this.producer.schedule(`rounds.${phase}`, { roundId, dueAt: dueAt.toISOString() }, dueAt);
  }

  async cancel(roundId: string, phase: RoundPhase, dueAt: Date): Promise<void> {
    await this.producer.remove(`rounds.${phase}`, { roundId, dueAt: dueAt.toISOString() });
  }
}

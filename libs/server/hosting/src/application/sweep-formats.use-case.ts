import type { EventFormatRepository } from '../domain/event-format.repository.js';
import { scheduleInterestEnd } from './interest-phase.js';
import type { PhaseScheduler } from './phase-scheduler.port.js';

/**
 * Every format still collecting interest gets the job of its end: formats written without the
 * queue (the demo seed), and jobs lost with a Redis that was wiped, are picked up within a sweep.
 * An end already past runs at once; its job decides once.
 */
export class SweepFormatsUseCase {
  constructor(
    private readonly formats: EventFormatRepository,
    private readonly scheduler: PhaseScheduler,
  ) {}

  async execute(): Promise<number> {
    const formats = await this.formats.listCollectingInterest();
    for (const format of formats) await scheduleInterestEnd(this.scheduler, format);
    return formats.length;
  }
}

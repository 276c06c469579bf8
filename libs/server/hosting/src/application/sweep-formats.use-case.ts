import type { Clock } from '@ember/kernel';
import { selectionWindowDays } from '@ember/hosting-rules';
import type { EventFormatRepository } from '../domain/event-format.repository.js';
import { scheduleInterestEnd } from './interest-phase.js';
import type { PhaseScheduler } from './phase-scheduler.port.js';

const dayMs = 24 * 3600 * 1000;

/**
 * Every format still collecting interest gets the job of its end: formats written without the
 * queue (the demo seed), and jobs lost with a Redis that was wiped, are picked up within a sweep.
 * An end already past runs at once; its job decides once. Formats whose interest closed within
 * the longest selection window get the job that opens their selection round again (it opens one
 * round per format, however often it runs).
 */
export class SweepFormatsUseCase {
  constructor(
    private readonly formats: EventFormatRepository,
    private readonly scheduler: PhaseScheduler,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<number> {
    const formats = await this.formats.listCollectingInterest();
    for (const format of formats) await scheduleInterestEnd(this.scheduler, format);
    const since = new Date(this.clock.now().getTime() - selectionWindowDays.max * dayMs);
    for (const format of await this.formats.listInterestClosedSince(since))
      await this.scheduler.openSelection(format.id, format.interestClosedAt!);
    return formats.length;
  }
}

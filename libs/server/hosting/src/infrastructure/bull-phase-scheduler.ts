import { Injectable } from '@nestjs/common';
import { JobProducer } from '@ember/platform';
import { type FormatPhase, PhaseScheduler } from '../application/phase-scheduler.port.js';

/** Each phase is the job `hosting.<phase>` with id `hosting.<phase>.<format id>` on hosting.lifecycle. */
@Injectable()
export class BullPhaseScheduler extends PhaseScheduler {
  constructor(private readonly producer: JobProducer) {
    super();
  }

  async schedule(formatId: string, phase: FormatPhase, dueAt: Date): Promise<void> {
    // A job of this id that is running now is left to finish: its handler reads the format's time.
    await this.producer.schedule(`hosting.${phase}`, { formatId, dueAt: dueAt.toISOString() }, dueAt, {
      replaceFailed: true,
    });
  }

  async openSelection(formatId: string, at: Date): Promise<void> {
    // At once: the round's own deadlines come from the format, whatever the clock says now.
    await this.producer.schedule('rounds.open-format-round', { formatId, dueAt: at.toISOString() }, new Date(0), {
      replaceFailed: true,
    });
  }
}

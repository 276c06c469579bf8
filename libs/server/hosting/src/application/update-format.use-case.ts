import type { Clock } from '@ember/kernel';
import type { FormatDraftInput } from '@ember/hosting-rules';
import type { EventFormat } from '../domain/event-format.entity.js';
import type { EventFormatRepository } from '../domain/event-format.repository.js';
import type { Actor } from './actor.js';
import { managedFormat } from './format-access.js';
import { scheduleInterestEnd } from './interest-phase.js';
import type { PhaseScheduler } from './phase-scheduler.port.js';

/**
 * Saves the host's changes as they go through the wizard, or edit a saved format. A live format's
 * future end of interest moves with its period (its job follows); one that has passed stays.
 */
export class UpdateFormatUseCase {
  constructor(
    private readonly formats: EventFormatRepository,
    private readonly scheduler: PhaseScheduler,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, id: string, input: FormatDraftInput): Promise<EventFormat> {
    const format = await managedFormat(this.formats, actor, id);
    format.update(input, this.clock.now());
    await this.formats.save(format);
    await scheduleInterestEnd(this.scheduler, format);
    return format;
  }
}

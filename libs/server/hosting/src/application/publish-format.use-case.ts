import type { Clock } from '@ember/kernel';
import { interestClosingDate } from '@ember/hosting-rules';
import type { EventFormat } from '../domain/event-format.entity.js';
import type { EventFormatRepository } from '../domain/event-format.repository.js';
import type { Actor } from './actor.js';
import { managedFormat } from './format-access.js';
import type { HostingMailer } from './hosting-mailer.port.js';
import { scheduleInterestEnd } from './interest-phase.js';
import type { PhaseScheduler } from './phase-scheduler.port.js';

/**
 * Draft → active when every rule holds; the host gets an e-mail with the page to share, and the
 * end of interest is scheduled.
 */
export class PublishFormatUseCase {
  constructor(
    private readonly formats: EventFormatRepository,
    private readonly mailer: HostingMailer,
    private readonly scheduler: PhaseScheduler,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, id: string, linkOrigin: string): Promise<EventFormat> {
    const format = await managedFormat(this.formats, actor, id);
    const now = this.clock.now();
    format.publish(now);
    await this.formats.save(format);
    await scheduleInterestEnd(this.scheduler, format);
    await this.mailer.sendFormatLive({
      to: format.hostEmail,
      formatId: format.id,
      formatTitle: format.title,
      publicUrl: new URL(`/f/${format.slug}`, linkOrigin).toString(),
      consoleUrl: new URL(`/host/format/${format.id}/details`, linkOrigin).toString(),
      interestClosesOn: interestClosingDate(format.today(now), format.timeline.interestCollection),
    });
    return format;
  }
}

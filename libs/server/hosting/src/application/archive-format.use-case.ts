import type { Clock } from '@ember/kernel';
import type { EventFormat } from '../domain/event-format.entity.js';
import type { EventFormatRepository } from '../domain/event-format.repository.js';
import type { Actor } from './actor.js';
import { managedFormat } from './format-access.js';

/** Puts a format away from any status; it leaves the dashboard's counts and can no longer change. */
export class ArchiveFormatUseCase {
  constructor(
    private readonly formats: EventFormatRepository,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, id: string): Promise<EventFormat> {
    const format = await managedFormat(this.formats, actor, id);
    format.archive(this.clock.now());
    await this.formats.save(format);
    return format;
  }
}

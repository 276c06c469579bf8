import type { Clock } from '@ember/kernel';
import type { EventFormat } from '../domain/event-format.entity.js';
import type { EventFormatRepository } from '../domain/event-format.repository.js';
import { FormatActivity, activityMessages } from '../domain/format-activity.entity.js';
import type { FormatActivityRepository } from '../domain/format-activity.repository.js';
import type { Actor } from './actor.js';
import { managedFormat } from './format-access.js';

/** A new draft "… (copy)" of a format, with no interest, groups or payments of its own. */
export class DuplicateFormatUseCase {
  constructor(
    private readonly formats: EventFormatRepository,
    private readonly activities: FormatActivityRepository,
    private readonly clock: Clock,
  ) {}

  async execute(actor: Actor, id: string): Promise<EventFormat> {
    const original = await managedFormat(this.formats, actor, id);
    const now = this.clock.now();
    const copy = original.duplicate(now);
    await this.formats.save(copy);
    await this.activities.record(
      FormatActivity.record(
        copy.id,
        copy.title,
        'new_format',
        activityMessages.copied(copy.title, original.title),
        now,
        `new_format:${copy.id}`,
      ),
    );
    return copy;
  }
}

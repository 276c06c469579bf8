import type { Clock } from '@ember/kernel';
import { FormatNotFoundError } from '../domain/event-format.errors.js';
import type { EventFormatRepository } from '../domain/event-format.repository.js';
import type { PublicFormatView } from './format-view.js';

/** The public page of an active format, by its slug. */
export class GetPublicFormatQuery {
  constructor(
    private readonly formats: EventFormatRepository,
    private readonly clock: Clock,
  ) {}

  async execute(slug: string): Promise<PublicFormatView> {
    const format = /^[a-z0-9-]{1,80}$/.test(slug) ? await this.formats.findActiveBySlug(slug) : null;
    if (!format) throw new FormatNotFoundError();
    return { format, today: format.today(this.clock.now()) };
  }
}

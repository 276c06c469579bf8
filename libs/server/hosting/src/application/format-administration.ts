import { type Clock, isId } from '@ember/kernel';
import type { EventFormat } from '../domain/event-format.entity.js';
import type { EventFormatRepository } from '../domain/event-format.repository.js';
import type { FormatStatus } from '../domain/format-status.js';

/** A format as the operator's console lists it. */
export interface AdministeredFormat {
  id: string;
  slug: string | null;
  title: string;
  status: FormatStatus;
  ownerId: string | null;
  hostEmail: string;
  hostFirstName: string;
  city: string;
  neighborhood: string;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
}

export type UnpublishOutcome =
  | { outcome: 'unpublished'; format: AdministeredFormat }
  | { outcome: 'not-found' }
  | { outcome: 'not-published'; status: FormatStatus };

function administered(format: EventFormat): AdministeredFormat {
  return {
    id: format.id,
    slug: format.slug,
    title: format.title,
    status: format.status,
    ownerId: format.ownerId,
    hostEmail: format.hostEmail,
    hostFirstName: format.hostFirstName,
    city: format.location.city,
    neighborhood: format.location.neighborhood,
    createdAt: format.createdAt,
    updatedAt: format.updatedAt,
    publishedAt: format.publishedAt,
  };
}

/**
 * Every host's formats for the operator (the moderation context): list them, and unpublish one. An
 * unpublished format is archived: it leaves search and its public page, its phases stop (they run
 * only for active formats), and it can no longer change.
 */
export class FormatAdministration {
  constructor(
    private readonly formats: EventFormatRepository,
    private readonly clock: Clock,
  ) {}

  async list(
    statuses: readonly FormatStatus[],
    limit: number,
    offset: number,
  ): Promise<{ formats: AdministeredFormat[]; total: number }> {
    const page = await this.formats.listAll(statuses, limit, offset);
    return { formats: page.formats.map(administered), total: page.total };
  }

  async unpublish(formatId: string): Promise<UnpublishOutcome> {
    const format = isId(formatId) ? await this.formats.findById(formatId) : null;
    if (!format) return { outcome: 'not-found' };
    if (format.status !== 'active') return { outcome: 'not-published', status: format.status };
    format.archive(this.clock.now());
    await this.formats.save(format);
    return { outcome: 'unpublished', format: administered(format) };
  }
}

import type { EventFormatRepository } from '../domain/event-format.repository.js';
import type { FormatStatus } from '../domain/format-status.js';
import type { Actor } from './actor.js';
import type { FormatView } from './format-view.js';
import type { FormatViewer } from './format-viewer.js';

/** The console's lists: every format but the archived ones, or the formats of one status. */
export type FormatListFilter = 'all' | FormatStatus;

export const formatListFilters: readonly FormatListFilter[] = ['all', 'draft', 'active', 'completed', 'archived'];

/** The caller's own formats, most recently changed first. */
export class ListMyFormatsQuery {
  constructor(
    private readonly formats: EventFormatRepository,
    private readonly viewer: FormatViewer,
  ) {}

  async execute(actor: Actor, filter: FormatListFilter = 'all'): Promise<FormatView[]> {
    const statuses: FormatStatus[] = filter === 'all' ? ['draft', 'active', 'completed'] : [filter];
    return this.viewer.views(await this.formats.listByOwner(actor.id, statuses));
  }
}

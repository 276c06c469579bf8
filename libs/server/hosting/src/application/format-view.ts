import type { EventFormat } from '../domain/event-format.entity.js';
import type { FormatCounts, Participant } from './host-figures.port.js';

/** A format as its host sees it: the format, its numbers, and today in its city. */
export interface FormatView {
  format: EventFormat;
  counts: FormatCounts;
  today: string;
}

export interface FormatDetailsView extends FormatView {
  participants: Participant[];
}

/** A format as anyone sees its public page: only active formats have one. */
export interface PublicFormatView {
  format: EventFormat;
  today: string;
}

import type { EventFormat, InterestOutcome } from './event-format.entity.js';
import type { FormatStatus } from './format-status.js';

export interface FormatSearch {
  /** Words matched against titles and descriptions, case-insensitively. */
  text: string;
  /** Formats in these cities or neighbourhoods match too (slugs the words name). */
  cities: readonly string[];
  neighbourhoods: readonly string[];
  limit: number;
  offset: number;
}

export abstract class EventFormatRepository {
  abstract findById(id: string): Promise<EventFormat | null>;
  abstract findActiveBySlug(slug: string): Promise<EventFormat | null>;
  /** The owner's formats in these statuses, most recently changed first. */
  abstract listByOwner(ownerId: string, statuses: readonly FormatStatus[]): Promise<EventFormat[]>;
  /** Formats made without an account for this address that nobody has claimed yet. */
  abstract listUnclaimed(email: string): Promise<EventFormat[]>;
  /** Active formats matching the search, most recently published first. */
  abstract searchActive(search: FormatSearch): Promise<{ formats: EventFormat[]; total: number }>;
  /** Every host's formats, in these statuses (all when empty), most recently changed first. */
  abstract listAll(
    statuses: readonly FormatStatus[],
    limit: number,
    offset: number,
  ): Promise<{ formats: EventFormat[]; total: number }>;
  /** Active formats whose interest period has not been settled yet. */
  abstract listCollectingInterest(): Promise<EventFormat[]>;
  /** Active formats whose interest closed after `since`: their selection may still have to open. */
  abstract listInterestClosedSince(since: Date): Promise<EventFormat[]>;
  abstract save(format: EventFormat): Promise<void>;
  /**
   * Stores the end of interest `closeInterest` decided, only if no other run stored one first
   * (compare-and-set on the row); answers whether this one did.
   */
  abstract recordInterestOutcome(
    format: EventFormat,
    outcome: Exclude<InterestOutcome, 'not-due' | 'settled'>,
  ): Promise<boolean>;
  abstract delete(format: EventFormat): Promise<void>;
}

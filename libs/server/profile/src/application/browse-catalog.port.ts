import type { BrowseFilters } from '../domain/browse-filters.js';
import type { BrowsePosition } from '../domain/browse-order.js';

/** What one card of a browse page needs, nothing more. */
export interface BrowseRow {
  userId: string;
  profileId: string;
  firstName: string;
  age: number;
  sex: string;
  /** The ready photo, relative to the api unless a full URL; null for none. */
  photoPath: string | null;
  /** Names of the first complete interests, in the member's order (a card shows five). */
  interests: string[];
  /** One of the demo members a laptop's `npm start` seeds. */
  demo: boolean;
  /** Where the row sits in the fair order, for the next page's cursor. */
  segment: number;
  shuffle: number;
}

export interface BrowsePageRequest {
  viewerId: string;
  locationKey: string;
  filters: BrowseFilters;
  /** The viewer's start point on the ring. */
  start: number;
  /** The previous page's last card; null for the first page. */
  after: BrowsePosition | null;
  /** Rows to read: the page size and one more, to know whether another page follows. */
  limit: number;
}

/**
 * The browse read model: per member the card's fields, the filters' fields and whether others may
 * see them (pre-launch aside), kept by the profile context from its own writes and from the media,
 * rounds and moderation contexts' events. A page is cut in the database, in the fair order.
 */
export abstract class BrowseCatalog {
  /** Discoverable members of the place, minus the viewer and anyone blocked either way, after `after`. */
  abstract page(request: BrowsePageRequest): Promise<BrowseRow[]>;
}

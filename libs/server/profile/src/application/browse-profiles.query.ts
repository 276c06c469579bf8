import type { Clock } from '@ember/kernel';
import { type AgeBand, ageBandOf, browsePageSize } from '@ember/member-rules';
import { browseLocationKey, isOtherLocation } from '../domain/browse-location.js';
import { type RawBrowseFilters, browseFiltersOf } from '../domain/browse-filters.js';
import { decodeCursor, encodeCursor, startPointOf } from '../domain/browse-order.js';
import type { InterestRepository } from '../domain/interest.repository.js';
import { photoUrlOf } from '../domain/photo-url.js';
import { InvalidBrowseFilterError, InvalidProfileError } from '../domain/profile.errors.js';
import type { Profile } from '../domain/profile.entity.js';
import type { ProfileRepository } from '../domain/profile.repository.js';
import type { BrowseCatalog, BrowseRow } from './browse-catalog.port.js';
import type { MemberPhotos } from './member-photos.port.js';
import type { ProfileSettings } from './profile-settings.js';

export interface BrowseProfilesCommand extends RawBrowseFilters {
  viewerId: string;
  location?: string | null;
  cursor?: string | null;
  limit?: number | null;
  /** true: the caller's own card heads the first page (marked isOwn); false: others only. */
  includeSelf: boolean;
}

/** What a browse card shows: photo, first name, age band and the first interests. */
export interface BrowseCard {
  id: string;
  firstName: string;
  ageBand: AgeBand | null;
  sex: string;
  photoUrl: string | null;
  interests: string[];
  isOwn: boolean;
  /** One of the demo members a laptop's `npm start` seeds. */
  demo: boolean;
}

export interface BrowsePage {
  cards: BrowseCard[];
  /** Hands out the next page; null on the last one. */
  nextCursor: string | null;
}

/** A card shows this many interests. */
const cardInterests = 5;

/**
 * One page of the members of a place whom the caller may see: discoverable (after the pre-launch
 * date, two ready videos, a complete interest, not suspended), not blocked either way, through
 * the browse filters, in the fair order. Every such member is on exactly one page of the list.
 */
export class BrowseProfilesQuery {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly interests: InterestRepository,
    private readonly catalog: BrowseCatalog,
    private readonly photos: MemberPhotos,
    private readonly settings: ProfileSettings,
    private readonly clock: Clock,
  ) {}

  async execute(command: BrowseProfilesCommand): Promise<BrowsePage> {
    const place = command.location?.trim();
    // A NUL never names a place, and PostgreSQL refuses it in text: a 400 here, not a 500 there.
    if (!place || place.length > 120 || place.includes('\u0000')) {
      throw new InvalidProfileError('location', 'Please choose a location.');
    }
    const limit = command.limit ?? browsePageSize.default;
    if (!Number.isInteger(limit) || limit < browsePageSize.min || limit > browsePageSize.max) {
      throw new InvalidBrowseFilterError(
        'limit',
        `A page holds ${browsePageSize.min} to ${browsePageSize.max} profiles.`,
      );
    }
    const filters = browseFiltersOf(command);
    const after = command.cursor ? decodeCursor(command.cursor) : null;
    const now = this.clock.now();

    const viewer =
      (command.includeSelf && !after) || isOtherLocation(place)
        ? await this.profiles.findByUserId(command.viewerId)
        : null;
    const locationKey = isOtherLocation(place)
      ? viewer && isOtherLocation(viewer.location)
        ? browseLocationKey(viewer.location, viewer.newLocation)
        : null
      : browseLocationKey(place, null);
    const start = after?.start ?? startPointOf(command.viewerId, now.toISOString().slice(0, 10));

    const rows =
      locationKey !== null && now.getTime() >= this.settings.visibleFrom.getTime()
        ? await this.catalog.page({ viewerId: command.viewerId, locationKey, filters, start, after, limit: limit + 1 })
        : [];
    const shown = rows.slice(0, limit);
    const last = shown[shown.length - 1];
    const nextCursor =
      rows.length > limit && last
        ? encodeCursor({ start, segment: last.segment, shuffle: last.shuffle, userId: last.userId })
        : null;

    const own = command.includeSelf && !after && viewer ? await this.ownRow(viewer) : null;
    const cardRows = own ? [own, ...shown] : shown;
    return {
      cards: cardRows.map((row) => ({
        id: row.profileId,
        firstName: row.firstName,
        ageBand: ageBandOf(row.age, { profileCard: true }),
        sex: row.sex,
        photoUrl: photoUrlOf(row.photoPath, this.settings.photoBaseUrl),
        interests: row.interests,
        isOwn: row === own,
        demo: row.demo,
      })),
      nextCursor,
    };
  }

  /** The caller's own card shows all their interests, incomplete ones too (spec 1 §2.5). */
  private async ownRow(profile: Profile): Promise<BrowseRow> {
    const interests = await this.interests.listByUser(profile.userId);
    const photos = await this.photos.readyUrls([profile.userId]);
    return {
      userId: profile.userId,
      profileId: profile.id,
      firstName: profile.firstName,
      age: profile.age,
      sex: profile.sex,
      photoPath: photos.get(profile.userId) ?? null,
      interests: interests.slice(0, cardInterests).map((interest) => interest.name),
      demo: profile.demo,
      segment: 0,
      shuffle: 0,
    };
  }
}

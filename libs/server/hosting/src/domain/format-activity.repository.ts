import type { FormatActivity } from './format-activity.entity.js';

export abstract class FormatActivityRepository {
  /** Keeps the activity unless one with its event key exists; answers whether it was new. */
  abstract record(activity: FormatActivity): Promise<boolean>;
  /** The activities of the owner's formats, newest first. */
  abstract listForOwner(
    ownerId: string,
    page: { limit: number; offset: number },
  ): Promise<{ activities: FormatActivity[]; total: number }>;
}

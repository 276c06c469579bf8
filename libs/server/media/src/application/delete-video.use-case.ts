import type { MediaObjectRepository } from '../domain/media-object.repository.js';
import { MediaNotFoundError } from '../domain/media.errors.js';
import type { MediaIntake } from './media-intake.js';
import type { MediaEvents } from './media-events.js';

/** Removes one of the member's own videos with its files. */
export class DeleteVideoUseCase {
  constructor(
    private readonly media: MediaObjectRepository,
    private readonly intake: MediaIntake,
    private readonly events: MediaEvents,
  ) {}

  async execute(ownerId: string, videoId: string): Promise<void> {
    const media = await this.media.findById(videoId);
    if (!media || media.ownerId !== ownerId || media.kind !== 'video') throw new MediaNotFoundError();
    await this.media.delete(media);
    await this.intake.remove([media]);
    await this.events.changed(ownerId, 'videos');
  }
}

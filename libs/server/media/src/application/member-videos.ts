import type { MediaObjectRepository } from '../domain/media-object.repository.js';
import type { PromptType } from '../domain/prompt.catalogue.js';
import { toVideoView } from './media-view.js';

/** A ready prompt video as profiles show it. */
export interface ReadyVideo {
  id: string;
  promptId: string;
  promptType: PromptType;
  videoUrl: string;
  thumbnailUrl: string | null;
}

/**
 * Prompt videos as other contexts need them: the ready videos to show on a profile, and the
 * discoverability rule (spec 1 §9: at least two videos, one fun and one useful).
 */
export class MemberVideos {
  constructor(private readonly media: MediaObjectRepository) {}

  /**
   * Ready videos by owner id, newest first, shaped as a profile lists them (spec 1 §3 Video);
   * members without any are absent.
   */
  async videosOf(ownerIds: readonly string[]): Promise<Map<string, ReadyVideo[]>> {
    const videos = await this.media.listReady(ownerIds, 'video');
    const byOwner = new Map<string, ReadyVideo[]>();
    for (const media of videos) {
      const view = toVideoView(media);
      const video: ReadyVideo = {
        id: view.id,
        promptId: view.promptId,
        promptType: view.promptType,
        videoUrl: view.url!,
        thumbnailUrl: view.previewUrl,
      };
      byOwner.set(media.ownerId, [...(byOwner.get(media.ownerId) ?? []), video]);
    }
    return byOwner;
  }

  /** The prompt types of each owner's ready videos; owners without any are absent. */
  async readyTypesOf(ownerIds: readonly string[]): Promise<Map<string, Set<PromptType>>> {
    return (await this.media.readyVideoTypes(ownerIds)) as Map<string, Set<PromptType>>;
  }

  /** Whether the member has a ready fun video and a ready useful video. */
  async isDiscoverable(ownerId: string): Promise<boolean> {
    return (await this.discoverableAmong([ownerId])).has(ownerId);
  }

  /** The members among those given who have a ready fun video and a ready useful video. */
  async discoverableAmong(ownerIds: readonly string[]): Promise<Set<string>> {
    const types = await this.media.readyVideoTypes(ownerIds);
    return new Set(
      [...types].filter(([, ready]) => ready.has('fun') && ready.has('useful')).map(([ownerId]) => ownerId),
    );
  }

  /** Whether the member has any ready video (spec 1 §6: only they may watch others' videos). */
  async hasReadyVideo(ownerId: string): Promise<boolean> {
    return ((await this.media.readyVideoTypes([ownerId])).get(ownerId)?.size ?? 0) > 0;
  }
}

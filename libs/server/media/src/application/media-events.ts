/** What may have changed for a member: their ready prompt videos, or their ready profile photo. */
export type MediaChange = 'videos' | 'photo';

/** Told when a member's ready media may have changed; it re-reads them rather than trusting the event. */
export type MediaChangeListener = (ownerId: string, change: MediaChange) => Promise<void>;

/**
 * The media context's events, in-process: another context (profile keeps its browse read model by
 * them) subscribes at boot. A video or photo becomes ready, or a ready one is replaced in its slot
 * or deleted; listeners run before the change's request or job ends, and their failure fails it,
 * so a job is retried rather than leaving a listener behind.
 */
export class MediaEvents {
  private readonly listeners: MediaChangeListener[] = [];

  subscribe(listener: MediaChangeListener): void {
    this.listeners.push(listener);
  }

  async changed(ownerId: string, change: MediaChange): Promise<void> {
    for (const listener of this.listeners) await listener(ownerId, change);
  }
}

/** Told when a member's ready videos may have changed; it re-reads them rather than trusting the event. */
export type VideosChangedListener = (ownerId: string) => Promise<void>;

/**
 * The media context's video events, in-process: another context (profile keeps its browse read
 * model by them) subscribes at boot. A video becomes ready, is replaced in its slot or deleted;
 * listeners run before the change's request or job ends, and their failure fails it, so a job is
 * retried rather than leaving a listener behind.
 */
export class VideoEvents {
  private readonly listeners: VideosChangedListener[] = [];

  subscribe(listener: VideosChangedListener): void {
    this.listeners.push(listener);
  }

  async videosChanged(ownerId: string): Promise<void> {
    for (const listener of this.listeners) await listener(ownerId);
  }
}

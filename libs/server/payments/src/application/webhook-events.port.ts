/** Each provider event is handled once, by its id, however often and in whatever order it arrives. */
export abstract class WebhookEvents {
  /** Records the event; answers false when it was recorded and handled before. */
  abstract begin(id: string, type: string, now: Date): Promise<boolean>;
  abstract finish(id: string, now: Date): Promise<void>;
}

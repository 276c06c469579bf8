/** The e-mails of trust and safety. */
export abstract class ModerationMailer {
  /** The reported member is warned, with the operator's words. */
  abstract warn(to: string, key: string, reason: string): Promise<void>;
  /** The reporter hears their report was handled, never how. */
  abstract reportHandled(to: string, key: string): Promise<void>;
  /** A photo or video was removed: why, and a request for a new one. */
  abstract mediaRemoved(to: string, key: string, kind: 'photo' | 'video', reason: string): Promise<void>;
}

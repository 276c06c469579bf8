/** The e-mails of trust and safety. */
export abstract class ModerationMailer {
  /** The reported member is warned, with the operator's words. */
  abstract warn(to: string, key: string, reason: string): Promise<void>;
  /** The reporter hears their report was handled, never how. */
  abstract reportHandled(to: string, key: string): Promise<void>;
  /** A photo or video was removed: why, and a request for a new one. */
  /** A host's published format was taken down, and why. */
  abstract formatUnpublished(to: string, key: string, title: string, reason: string): Promise<void>;
  abstract mediaRemoved(to: string, key: string, kind: 'photo' | 'video', reason: string): Promise<void>;
}

/** What a format's selection round tells hosting, for the host's numbers and activity. Idempotent. */
export abstract class FormatProgress {
  abstract groupFormed(formatId: string, groupId: string, size: number): Promise<void>;
}

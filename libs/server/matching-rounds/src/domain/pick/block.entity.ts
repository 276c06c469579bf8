/** A member keeps another out of their candidates and groups, in every round, both ways. */
export class Block {
  blockerId!: string;
  blockedId!: string;
  createdAt!: Date;
  /** Made by a report: it stays, so the reporter cannot be put back with someone they reported. */
  byReport = false;

  static make(blockerId: string, blockedId: string, now: Date, byReport = false): Block {
    return Object.assign(new Block(), { blockerId, blockedId, createdAt: now, byReport });
  }
}

/** A member keeps another out of their candidates and groups, in every round, both ways. */
export class Block {
  blockerId!: string;
  blockedId!: string;
  createdAt!: Date;

  static make(blockerId: string, blockedId: string, now: Date): Block {
    return Object.assign(new Block(), { blockerId, blockedId, createdAt: now });
  }
}

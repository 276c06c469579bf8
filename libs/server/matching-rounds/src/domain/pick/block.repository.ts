import type { Block } from './block.entity.js';

export abstract class BlockRepository {
  /** Idempotent; a block made by a report stays marked so even when the pair was blocked before. */
  abstract save(block: Block): Promise<void>;
  abstract find(blockerId: string, blockedId: string): Promise<Block | null>;
  abstract remove(blockerId: string, blockedId: string): Promise<void>;
  /** Whom the member blocked, newest first. */
  abstract listByBlocker(blockerId: string): Promise<Block[]>;
  /** Everyone the member blocked or was blocked by. */
  abstract keptApartFrom(memberId: string): Promise<Set<string>>;
  /** The blocks between members of this set, either direction. */
  abstract listAmong(memberIds: readonly string[]): Promise<Block[]>;
}

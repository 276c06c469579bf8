import type { Clock } from '@ember/kernel';
import { BlockByReportError, CannotBlockSelfError, MemberNotFoundError } from '../domain/group/group.errors.js';
import { Block } from '../domain/pick/block.entity.js';
import type { BlockRepository } from '../domain/pick/block.repository.js';
import type { PickRepository } from '../domain/pick/pick.repository.js';
import type { BrowseVisibility } from './browse-visibility.port.js';
import type { MemberCard, MemberPool } from './member-pool.port.js';

/**
 * A member blocks another: neither sees the other among candidates or in browse again, they are
 * never grouped together, and the blocker's open picks of them are dropped. Blocks are private to
 * the blocker.
 */
export class BlocksUseCase {
  constructor(
    private readonly pool: MemberPool,
    private readonly blocks: BlockRepository,
    private readonly picks: PickRepository,
    private readonly browse: BrowseVisibility,
    private readonly clock: Clock,
  ) {}

  /**
   * Answers the blocked member's id (moderation keeps it with a report). A block a report made
   * (`byReport`) cannot be undone.
   */
  async block(memberId: string, profileId: string, byReport = false): Promise<string> {
    const targetId = await this.memberOf(profileId);
    if (targetId === memberId) throw new CannotBlockSelfError();
    await this.blocks.save(Block.make(memberId, targetId, this.clock.now(), byReport));
    await this.picks.removeOpenPicksOf(memberId, targetId);
    await this.browse.blocked(memberId, targetId);
    return targetId;
  }

  async unblock(memberId: string, profileId: string): Promise<void> {
    const targetId = await this.memberOf(profileId);
    if ((await this.blocks.find(memberId, targetId))?.byReport) throw new BlockByReportError();
    await this.blocks.remove(memberId, targetId);
    await this.browse.unblocked(memberId, targetId);
  }

  /** The profile ids the member blocked. */
  async mine(memberId: string): Promise<string[]> {
    const blocks = await this.blocks.listByBlocker(memberId);
    const profiles = await this.pool.profileIdsOf(blocks.map((block) => block.blockedId));
    return blocks.flatMap((block) => profiles.get(block.blockedId) ?? []);
  }

  /** The cards of the members the member blocked, newest block first, for undoing one. */
  async blockedCards(memberId: string): Promise<(MemberCard & { byReport: boolean })[]> {
    const blocks = await this.blocks.listByBlocker(memberId);
    const cards = new Map(
      (
        await this.pool.cards(
          blocks.map((block) => block.blockedId),
          memberId,
        )
      ).map((card) => [card.memberId, card]),
    );
    return blocks.flatMap((block) => {
      const card = cards.get(block.blockedId);
      return card ? [{ ...card, byReport: block.byReport }] : [];
    });
  }

  private async memberOf(profileId: string): Promise<string> {
    const memberId = (await this.pool.memberIdsOf([profileId])).get(profileId);
    if (!memberId) throw new MemberNotFoundError();
    return memberId;
  }
}

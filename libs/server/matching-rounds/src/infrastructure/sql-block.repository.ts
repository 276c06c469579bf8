import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isId, newId } from '@ember/kernel';
import { Block } from '../domain/pick/block.entity.js';
import { BlockRepository } from '../domain/pick/block.repository.js';

@Injectable()
export class SqlBlockRepository extends BlockRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async save(block: Block): Promise<void> {
    await this.em.execute(
      `insert into matching_rounds.blocks (id, blocker_id, blocked_id, created_at, by_report) values (?, ?, ?, ?, ?)
       on conflict (blocker_id, blocked_id) do update set by_report = blocks.by_report or excluded.by_report`,
      [newId(), block.blockerId, block.blockedId, block.createdAt, block.byReport],
      'run',
    );
  }

  async find(blockerId: string, blockedId: string): Promise<Block | null> {
    if (!isId(blockerId) || !isId(blockedId)) return null;
    return this.em.findOne(Block, { blockerId, blockedId }, { disableIdentityMap: true });
  }

  async remove(blockerId: string, blockedId: string): Promise<void> {
    await this.em.nativeDelete(Block, { blockerId, blockedId });
  }

  async listByBlocker(blockerId: string): Promise<Block[]> {
    if (!isId(blockerId)) return [];
    return this.em.find(Block, { blockerId }, { orderBy: { createdAt: 'desc' }, disableIdentityMap: true });
  }

  async keptApartFrom(memberId: string): Promise<Set<string>> {
    if (!isId(memberId)) return new Set();
    const rows = await this.em.find(
      Block,
      { $or: [{ blockerId: memberId }, { blockedId: memberId }] },
      {
        disableIdentityMap: true,
      },
    );
    return new Set(rows.map((row) => (row.blockerId === memberId ? row.blockedId : row.blockerId)));
  }

  async listAmong(memberIds: readonly string[]): Promise<Block[]> {
    const ids = memberIds.filter(isId);
    if (ids.length < 2) return [];
    return this.em.find(Block, { blockerId: { $in: ids }, blockedId: { $in: ids } }, { disableIdentityMap: true });
  }
}

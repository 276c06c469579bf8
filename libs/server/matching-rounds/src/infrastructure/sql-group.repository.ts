import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Group, Membership } from '../domain/group/group.entity.js';
import { NoGroupError } from '../domain/group/group.errors.js';
import { GroupRepository } from '../domain/group/group.repository.js';
import { GroupRows } from './group-rows.js';
import { isId } from '@ember/kernel';

@Injectable()
export class SqlGroupRepository extends GroupRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async findById(groupId: string): Promise<Group | null> {
    if (!isId(groupId)) return null;
    return (await new GroupRows(this.em).find({ id: groupId }))[0] ?? null;
  }

  async findOfMember(roundId: string, memberId: string): Promise<Group | null> {
    if (!isId(roundId) || !isId(memberId)) return null;
    const membership = await this.em.findOne(Membership, { roundId, memberId }, { disableIdentityMap: true });
    return membership ? this.findById(membership.groupId) : null;
  }

  async listByRound(roundId: string): Promise<Group[]> {
    if (!isId(roundId)) return [];
    return new GroupRows(this.em).find({ roundId });
  }

  async update<T>(groupId: string, change: (group: Group) => T): Promise<T> {
    return this.em.transactional(async (tx) => {
      const rows = new GroupRows(tx);
      const [group] = await rows.find({ id: groupId }, true);
      if (!group) throw new NoGroupError();
      const before = rows.snapshot(group);
      const result = change(group);
      await rows.store(group, before);
      return result;
    });
  }

  async markSettled(groupId: string, now: Date): Promise<boolean> {
    return (await this.em.nativeUpdate(Group, { id: groupId, settledAt: null }, { settledAt: now })) === 1;
  }

  async membershipsOf(memberId: string, roundIds: readonly string[]): Promise<Membership[]> {
    const ids = roundIds.filter(isId);
    if (!isId(memberId) || ids.length === 0) return [];
    return this.em.find(Membership, { memberId, roundId: { $in: ids } }, { disableIdentityMap: true });
  }

  async openMembershipsOf(memberId: string): Promise<Membership[]> {
    if (!isId(memberId)) return [];
    return this.em.find(
      Membership,
      { memberId, decision: { $in: ['invited', 'joined'] } },
      { disableIdentityMap: true },
    );
  }

  async moveDeadline(roundId: string, joinDeadline: Date, meetsAt: (group: Group) => Date): Promise<void> {
    await this.em.transactional(async (tx) => {
      for (const group of await new GroupRows(tx).lockReviewing(roundId)) {
        await tx.nativeUpdate(Group, { id: group.id }, { joinDeadline, meetsAt: meetsAt(group) });
      }
    });
  }
}

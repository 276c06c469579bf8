import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Group, Membership } from '../domain/group/group.entity.js';

type Snapshot = { status: string; approvedAt: Date | null; decisions: Map<string, string>; attended: Set<string> };

/** Groups with their memberships, loaded whole and written back field by field. */
export class GroupRows {
  constructor(private readonly em: EntityManager) {}

  async insert(groups: readonly Group[]): Promise<void> {
    if (groups.length === 0) return;
    await this.em.insertMany(
      Group,
      groups.map(({ memberships: _memberships, ...row }) => row as Group),
    );
    await this.em.insertMany(
      Membership,
      groups.flatMap((group) => group.memberships.map((membership) => ({ ...membership }))),
    );
  }

  async find(where: Record<string, unknown>, lock = false): Promise<Group[]> {
    const groups = await this.em.find(Group, where, {
      orderBy: { createdAt: 'asc', id: 'asc' },
      disableIdentityMap: true,
      ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}),
    });
    if (groups.length === 0) return [];
    const memberships = await this.em.find(
      Membership,
      { groupId: { $in: groups.map((group) => group.id) } },
      { orderBy: { id: 'asc' }, disableIdentityMap: true },
    );
    for (const group of groups) {
      group.memberships = memberships.filter((membership) => membership.groupId === group.id);
    }
    return groups;
  }

  lockReviewing(roundId: string): Promise<Group[]> {
    return this.find({ roundId, status: 'reviewing' }, true);
  }

  snapshot(group: Group): Snapshot {
    return {
      status: group.status,
      approvedAt: group.approvedAt,
      decisions: new Map(group.memberships.map((membership) => [membership.id, membership.decision])),
      attended: new Set(
        group.memberships.filter((membership) => membership.attendedAt).map((membership) => membership.id),
      ),
    };
  }

  /** Writes what changed since the snapshot: the group's status and each changed membership. */
  async store(group: Group, before: Snapshot): Promise<void> {
    if (group.approvedAt !== before.approvedAt) {
      await this.em.nativeUpdate(
        Group,
        { id: group.id },
        { approvedAt: group.approvedAt, autoApproved: group.autoApproved },
      );
    }
    if (group.status !== before.status) {
      await this.em.nativeUpdate(
        Group,
        { id: group.id },
        { status: group.status, endedAt: group.endedAt, releaseReason: group.releaseReason },
      );
    }
    for (const membership of group.memberships) {
      if (membership.attendedAt && !before.attended.has(membership.id))
        await this.em.nativeUpdate(Membership, { id: membership.id }, { attendedAt: membership.attendedAt });
      if (before.decisions.get(membership.id) === membership.decision) continue;
      await this.em.nativeUpdate(
        Membership,
        { id: membership.id },
        {
          decision: membership.decision,
          decidedAt: membership.decidedAt,
          paymentReference: membership.paymentReference,
        },
      );
    }
  }
}

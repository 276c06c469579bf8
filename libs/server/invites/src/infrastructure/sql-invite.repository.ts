import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Invite } from '../domain/invite.entity.js';
import type { InviteRedemption } from '../domain/invite-redemption.entity.js';
import { InviteRepository } from '../domain/invite.repository.js';

@Injectable()
export class SqlInviteRepository extends InviteRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  findByCode(code: string): Promise<Invite | null> {
    return this.em.findOne(Invite, { code }, { refresh: true });
  }

  listByOwner(ownerId: string): Promise<Invite[]> {
    return this.em.find(Invite, { ownerId }, { orderBy: { createdAt: 'desc', id: 'desc' }, refresh: true });
  }

  async insert(invite: Invite): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `insert into invites.invites (id, code, owner_id, expires_at, max_uses, usage_count, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (code) do nothing
       returning id`,
      [
        invite.id,
        invite.code,
        invite.ownerId,
        invite.expiresAt,
        invite.maxUses,
        invite.usageCount,
        invite.createdAt,
        invite.updatedAt,
      ],
    );
    return rows.length === 1;
  }

  async hasRedeemed(redeemerId: string): Promise<boolean> {
    const rows = await this.em.execute('select 1 from invites.invite_redemptions where redeemer_id = ? limit 1', [
      redeemerId,
    ]);
    return rows.length > 0;
  }

  async redeem(redemption: InviteRedemption): Promise<boolean> {
    try {
      return await this.em.transactional(async (em) => {
        const counted = await em.execute<{ id: string }[]>(
          `update invites.invites set usage_count = usage_count + 1, updated_at = ?
            where id = ? and usage_count < max_uses and expires_at > ?
            returning id`,
          [redemption.redeemedAt, redemption.inviteId, redemption.redeemedAt],
        );
        if (counted.length === 0) return false;
        await em.execute(
          `insert into invites.invite_redemptions (id, invite_id, redeemer_id, redeemed_at) values (?, ?, ?, ?)`,
          [redemption.id, redemption.inviteId, redemption.redeemerId, redemption.redeemedAt],
        );
        return true;
      });
    } catch (error) {
      // The member redeemed another invite at the same moment: the transaction rolled the count back.
      if (error instanceof UniqueConstraintViolationException) return false;
      throw error;
    }
  }
}

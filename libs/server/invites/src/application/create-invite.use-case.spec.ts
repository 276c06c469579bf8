import { describe, expect, it } from '@jest/globals';
import { FixedClock } from '@ember/kernel';
import { Invite } from '../domain/invite.entity.js';
import type { InviteRedemption } from '../domain/invite-redemption.entity.js';
import { InviteRepository } from '../domain/invite.repository.js';
import type { CodeSuffixGenerator } from './code-suffix-generator.port.js';
import { CreateInviteUseCase } from './create-invite.use-case.js';
import { InviteRedemptions } from './invite-redemptions.js';

const day = 24 * 3600 * 1000;

class InMemoryInvites extends InviteRepository {
  readonly rows: Invite[] = [];
  readonly redemptions: InviteRedemption[] = [];

  async findByCode(code: string) {
    return this.rows.find((invite) => invite.code === code) ?? null;
  }
  async listByOwner(ownerId: string) {
    return this.rows.filter((invite) => invite.ownerId === ownerId).reverse();
  }
  async insert(invite: Invite) {
    if (this.rows.some((row) => row.code === invite.code)) return false;
    this.rows.push(invite);
    return true;
  }
  async hasRedeemed(redeemerId: string) {
    return this.redemptions.some((redemption) => redemption.redeemerId === redeemerId);
  }
  async redeem(redemption: InviteRedemption) {
    const invite = this.rows.find((row) => row.id === redemption.inviteId)!;
    if (invite.refusalFor(redemption.redeemerId, redemption.redeemedAt)) return false;
    if (await this.hasRedeemed(redemption.redeemerId)) return false;
    invite.usageCount += 1;
    this.redemptions.push(redemption);
    return true;
  }
}

function suffixes(...values: string[]): CodeSuffixGenerator {
  return { next: () => values.shift() ?? 'ZZZZ' };
}

function setup(...codes: string[]) {
  const repository = new InMemoryInvites();
  const clock = new FixedClock(new Date('2025-03-01T12:00:00Z'));
  const create = new CreateInviteUseCase(repository, suffixes(...codes), clock);
  return { repository, clock, create, redemptions: new InviteRedemptions(repository, clock) };
}

describe('CreateInviteUseCase', () => {
  it('builds the code from the first name and gives 30 days and 5 uses', async () => {
    const { create } = setup('7K3Q');
    const invite = await create.execute({ ownerId: 'u1', textPart: 'Zoë-Anne' });
    expect(invite.code).toBe('ZOEANNE-7K3Q');
    expect(invite.maxUses).toBe(5);
    expect(invite.usageCount).toBe(0);
    expect(invite.expiresAt.toISOString()).toBe('2025-03-31T12:00:00.000Z');
  });

  it('needs a first name', async () => {
    const { create } = setup();
    await expect(create.execute({ ownerId: 'u1', textPart: '  ' })).rejects.toMatchObject({
      code: 'invites.first-name-required',
    });
  });

  it('blocks a new invite while one expires later than 7 days from now with more than 2 uses left', async () => {
    const { create, clock, repository } = setup('AAAA', 'BBBB', 'CCCC', 'DDDD');
    const first = await create.execute({ ownerId: 'u1', textPart: 'Ada' });
    await expect(create.execute({ ownerId: 'u1', textPart: 'Ada' })).rejects.toMatchObject({
      code: 'invites.active-invite-exists',
      message: 'You already have an active invite. You can create a new one after the current one expires.',
    });
    first.usageCount = 3; // 2 uses left: no longer blocking
    await expect(create.execute({ ownerId: 'u1', textPart: 'Ada' })).resolves.toMatchObject({ code: 'ADA-BBBB' });
    // The fresh one blocks until it is within 7 days of expiry.
    clock.advance(23 * day - 1);
    await expect(create.execute({ ownerId: 'u1', textPart: 'Ada' })).rejects.toMatchObject({
      code: 'invites.active-invite-exists',
    });
    clock.advance(1);
    await expect(create.execute({ ownerId: 'u1', textPart: 'Ada' })).resolves.toMatchObject({ code: 'ADA-CCCC' });
    expect(repository.rows).toHaveLength(3);
  });

  it('draws another suffix when a code is taken', async () => {
    const { create } = setup('SAME', 'SAME', 'NEXT');
    await create.execute({ ownerId: 'u1', textPart: 'Ada' });
    await expect(create.execute({ ownerId: 'u2', textPart: 'Ada' })).resolves.toMatchObject({ code: 'ADA-NEXT' });
  });

  it('gives up after a few taken codes', async () => {
    const { create } = setup(...Array<string>(9).fill('SAME'));
    await create.execute({ ownerId: 'u1', textPart: 'Ada' });
    await expect(create.execute({ ownerId: 'u2', textPart: 'Ada' })).rejects.toMatchObject({
      code: 'invites.code-unavailable',
    });
  });
});

describe('InviteRedemptions', () => {
  it('counts each new member once, never the owner, and never past the limit or the expiry', async () => {
    const { create, redemptions, clock } = setup('7K3Q');
    const invite = await create.execute({ ownerId: 'owner', textPart: 'Ada' });
    expect(await redemptions.redeem(' ada-7k3q ', 'owner')).toBe('own-invite');
    expect(await redemptions.redeem('ADA-7K3Q', 'm1')).toBe('redeemed');
    expect(await redemptions.redeem('ADA-7K3Q', 'm1')).toBe('already-redeemed');
    expect(await redemptions.redeem('NOPE-0000', 'm2')).toBe('not-found');
    for (const member of ['m2', 'm3', 'm4', 'm5'])
      expect(await redemptions.redeem('ADA-7K3Q', member)).toBe('redeemed');
    expect(invite.usageCount).toBe(5);
    expect(await redemptions.redeem('ADA-7K3Q', 'm6')).toBe('used-up');
    invite.usageCount = 0;
    clock.advance(30 * day);
    expect(await redemptions.redeem('ADA-7K3Q', 'm7')).toBe('expired');
  });
});

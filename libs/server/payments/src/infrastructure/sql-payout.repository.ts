import { Inject, Injectable } from '@nestjs/common';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '@ember/kernel';
import { CLOCK } from '@ember/platform';
import type { LedgerMovement } from '../domain/ledger-entry.entity.js';
import { Payout } from '../domain/payout.entity.js';
import { PayoutRepository } from '../domain/payout.repository.js';
import { bookMovements } from './ledger-booking.js';
import { isUuid } from './uuid.js';

const fresh = { disableIdentityMap: true } as const;

@Injectable()
export class SqlPayoutRepository extends PayoutRepository {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super();
  }

  async add(payout: Payout): Promise<Payout> {
    try {
      await this.em.fork().insert(Payout, payout);
      return payout;
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const stored = await this.em.findOne(Payout, { key: payout.key }, fresh);
      if (!stored) throw error;
      return stored;
    }
  }

  findById(id: string): Promise<Payout | null> {
    return isUuid(id) ? this.em.findOne(Payout, { id }, fresh) : Promise.resolve(null);
  }

  async update(id: string, change: (payout: Payout) => LedgerMovement[] | void): Promise<Payout> {
    return this.em.transactional(async (tx) => {
      const payout = await tx.findOneOrFail(Payout, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const movements = change(payout) ?? [];
      await tx.flush();
      await bookMovements(
        tx,
        movements,
        { currency: payout.currency, payoutId: payout.id, hostId: payout.hostId },
        this.clock.now(),
      );
      return payout;
    });
  }

  listOfHost(hostId: string): Promise<Payout[]> {
    if (!isUuid(hostId)) return Promise.resolve([]);
    return this.em.find(Payout, { hostId }, { ...fresh, orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  listPending(): Promise<Payout[]> {
    return this.em.find(Payout, { state: 'pending' }, { ...fresh, orderBy: { createdAt: 'asc' }, limit: 500 });
  }

  listPaidSince(since: Date): Promise<Payout[]> {
    return this.em.find(Payout, { state: 'paid', paidAt: { $gte: since } }, { ...fresh, orderBy: { paidAt: 'asc' } });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Clock, isId } from '@ember/kernel';
import { CLOCK } from '@ember/platform';
import type { LedgerMovement } from '../domain/ledger-entry.entity.js';
import { Payout } from '../domain/payout.entity.js';
import { PayoutRepository } from '../domain/payout.repository.js';
import { bookMovements } from './ledger-booking.js';
import { insertOnce } from './insert-once.js';

const fresh = { disableIdentityMap: true } as const;

@Injectable()
export class SqlPayoutRepository extends PayoutRepository {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super();
  }

  add(payout: Payout): Promise<Payout> {
    return insertOnce(this.em, Payout, payout, () => this.em.findOne(Payout, { key: payout.key }, fresh));
  }

  findById(id: string): Promise<Payout | null> {
    return isId(id) ? this.em.findOne(Payout, { id }, fresh) : Promise.resolve(null);
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
    if (!isId(hostId)) return Promise.resolve([]);
    return this.em.find(Payout, { hostId }, { ...fresh, orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  listPending(): Promise<Payout[]> {
    return this.em.find(Payout, { state: 'pending' }, { ...fresh, orderBy: { createdAt: 'asc' }, limit: 500 });
  }

  listPaidSince(since: Date): Promise<Payout[]> {
    return this.em.find(Payout, { state: 'paid', paidAt: { $gte: since } }, { ...fresh, orderBy: { paidAt: 'asc' } });
  }
}

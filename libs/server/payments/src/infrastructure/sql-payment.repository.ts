import { Inject, Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Clock, isId } from '@ember/kernel';
import { CLOCK } from '@ember/platform';
import type { LedgerMovement } from '../domain/ledger-entry.entity.js';
import { Payment } from '../domain/payment.entity.js';
import { PaymentNotFoundError } from '../domain/payment.errors.js';
import { PaymentRepository } from '../domain/payment.repository.js';
import { bookMovements } from './ledger-booking.js';
import { insertOnce } from './insert-once.js';

const fresh = { disableIdentityMap: true } as const;

@Injectable()
export class SqlPaymentRepository extends PaymentRepository {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super();
  }

  findById(id: string): Promise<Payment | null> {
    return isId(id) ? this.em.findOne(Payment, { id }, fresh) : Promise.resolve(null);
  }

  findByKey(key: string): Promise<Payment | null> {
    return this.em.findOne(Payment, { key }, fresh);
  }

  findByProviderRef(providerRef: string): Promise<Payment | null> {
    return this.em.findOne(Payment, { providerRef }, fresh);
  }

  findByJoinKey(joinKey: string): Promise<Payment | null> {
    return this.em.findOne(Payment, { joinKey }, fresh);
  }

  add(payment: Payment): Promise<Payment> {
    return insertOnce(this.em, Payment, payment, () => this.findByKey(payment.key));
  }

  async update(id: string, change: (payment: Payment) => LedgerMovement[] | void): Promise<Payment> {
    return this.em.transactional(async (tx) => {
      const payment = await tx.findOne(Payment, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!payment) throw new PaymentNotFoundError();
      const movements = change(payment) ?? [];
      await tx.flush();
      await bookMovements(
        tx,
        movements,
        { currency: payment.currency, paymentId: payment.id, memberId: payment.memberId, hostId: payment.hostId },
        this.clock.now(),
      );
      return payment;
    });
  }

  listOfMember(memberId: string): Promise<Payment[]> {
    if (!isId(memberId)) return Promise.resolve([]);
    return this.em.find(Payment, { memberId }, { ...fresh, orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  depositOf(memberId: string): Promise<Payment | null> {
    if (!isId(memberId)) return Promise.resolve(null);
    return this.em.findOne(
      Payment,
      {
        memberId,
        purpose: 'deposit',
        $or: [{ state: 'pending' }, { state: 'captured', depositUse: { $in: ['available', 'reserved'] } }],
      },
      { ...fresh, orderBy: { createdAt: 'desc' } },
    );
  }

  ticketFor(memberId: string, groupId: string): Promise<Payment | null> {
    if (!isId(memberId) || !isId(groupId)) return Promise.resolve(null);
    return this.em.findOne(
      Payment,
      { memberId, groupId, purpose: 'ticket', state: { $ne: 'canceled' } },
      { ...fresh, orderBy: { createdAt: 'desc' } },
    );
  }

  listOfGroup(groupId: string): Promise<Payment[]> {
    if (!isId(groupId)) return Promise.resolve([]);
    return this.em.find(Payment, { groupId }, { ...fresh, orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  listOfHost(hostId: string): Promise<Payment[]> {
    if (!isId(hostId)) return Promise.resolve([]);
    return this.em.find(Payment, { hostId }, { ...fresh, orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  listOfEvent(eventKey: string): Promise<Payment[]> {
    return this.em.find(Payment, { eventKey }, { ...fresh, orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  listDepositsDue(now: Date): Promise<Payment[]> {
    return this.em.find(
      Payment,
      { purpose: 'deposit', state: 'captured', depositUse: 'available', refundDueAt: { $lte: now } },
      { ...fresh, limit: 500 },
    );
  }

  listAtProvider(since: Date): Promise<Payment[]> {
    return this.em.find(
      Payment,
      { updatedAt: { $gte: since }, state: { $ne: 'pending' } },
      { ...fresh, orderBy: { updatedAt: 'asc' }, limit: 5_000 },
    );
  }
}

import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isId } from '@ember/kernel';
import { LedgerEntry } from '../domain/ledger-entry.entity.js';
import { LedgerRepository } from '../domain/ledger.repository.js';

const fresh = { disableIdentityMap: true, orderBy: { occurredAt: 'asc', id: 'asc' } } as const;

@Injectable()
export class SqlLedgerRepository extends LedgerRepository {
  constructor(private readonly em: EntityManager) {
    super();
  }

  listOfHost(hostId: string): Promise<LedgerEntry[]> {
    return isId(hostId) ? this.em.find(LedgerEntry, { hostId }, fresh) : Promise.resolve([]);
  }

  listOfEvent(eventKey: string): Promise<LedgerEntry[]> {
    return this.em.find(LedgerEntry, { eventKey }, fresh);
  }

  listOfPayment(paymentId: string): Promise<LedgerEntry[]> {
    return isId(paymentId) ? this.em.find(LedgerEntry, { paymentId }, fresh) : Promise.resolve([]);
  }
}

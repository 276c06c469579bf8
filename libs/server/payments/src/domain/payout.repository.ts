import type { LedgerMovement } from './ledger-entry.entity.js';
import type { Payout } from './payout.entity.js';

export abstract class PayoutRepository {
  /** Stores a new payout unless one with its key exists; answers the stored one. */
  abstract add(payout: Payout): Promise<Payout>;
  abstract findById(id: string): Promise<Payout | null>;
  /** As PaymentRepository.update: row locked, movements booked in the same transaction. */
  abstract update(id: string, change: (payout: Payout) => LedgerMovement[] | void): Promise<Payout>;
  abstract listOfHost(hostId: string): Promise<Payout[]>;
  abstract listPending(): Promise<Payout[]>;
  abstract listPaidSince(since: Date): Promise<Payout[]>;
}

import type { LedgerMovement } from './ledger-entry.entity.js';
import type { Payment } from './payment.entity.js';

export abstract class PaymentRepository {
  abstract findById(id: string): Promise<Payment | null>;
  abstract findByKey(key: string): Promise<Payment | null>;
  abstract findByProviderRef(providerRef: string): Promise<Payment | null>;
  /** Stores a new payment unless one with its key exists; answers the stored one either way. */
  abstract add(payment: Payment): Promise<Payment>;
  /**
   * Runs `change` on the payment with its row locked, then stores it and books the movements
   * it answers in the same transaction (a movement whose key is booked already is skipped).
   */
  abstract update(id: string, change: (payment: Payment) => LedgerMovement[] | void): Promise<Payment>;
  abstract listOfMember(memberId: string): Promise<Payment[]>;
  /** The member's captured deposit that is available or held for `joinKey`, if any. */
  abstract depositOf(memberId: string): Promise<Payment | null>;
  /** The member's ticket for a group that is not cancelled, newest first. */
  abstract ticketFor(memberId: string, groupId: string): Promise<Payment | null>;
  abstract findByJoinKey(joinKey: string): Promise<Payment | null>;
  abstract listOfGroup(groupId: string): Promise<Payment[]>;
  abstract listOfHost(hostId: string): Promise<Payment[]>;
  /** Every payment of an event (`round:<id>`, …): its tickets and the deposits held for it. */
  abstract listOfEvent(eventKey: string): Promise<Payment[]>;
  /** Deposits still available whose three months are over (a lost refund job). */
  abstract listDepositsDue(now: Date): Promise<Payment[]>;
  /** Payments that moved since `since` (for reconciliation). */
  abstract listAtProvider(since: Date): Promise<Payment[]>;
}

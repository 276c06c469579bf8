import type { LedgerEntry } from './ledger-entry.entity.js';

/** Reading the booked movements; they are booked with the change that caused them (see PaymentRepository.update). */
export abstract class LedgerRepository {
  abstract listOfHost(hostId: string): Promise<LedgerEntry[]>;
  abstract listOfEvent(eventKey: string): Promise<LedgerEntry[]>;
  abstract listOfPayment(paymentId: string): Promise<LedgerEntry[]>;
}

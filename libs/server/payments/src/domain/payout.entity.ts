import { newId } from '@ember/kernel';
import type { LedgerMovement } from './ledger-entry.entity.js';

export const payoutStates = ['pending', 'paid', 'failed'] as const;
export type PayoutState = (typeof payoutStates)[number];

/**
 * What a host is paid for one group after its event: the tickets' host earnings. Pending until
 * the provider pays it out (the host may still have to finish their payout account); paid once.
 */
export class Payout {
  id!: string;
  /** One payout per host and group. */
  key!: string;
  hostId!: string;
  groupId!: string;
  eventKey!: string;
  eventTitle!: string;
  amountCents!: number;
  currency!: string;
  state!: PayoutState;
  providerRef: string | null = null;
  failure: string | null = null;
  createdAt!: Date;
  paidAt: Date | null = null;
  updatedAt!: Date;

  static due(
    request: {
      hostId: string;
      groupId: string;
      eventKey: string;
      eventTitle: string;
      amountCents: number;
      currency: string;
    },
    now: Date,
  ): Payout {
    return Object.assign(new Payout(), {
      id: newId(),
      key: `payout.${request.hostId}.${request.groupId}`,
      ...request,
      state: 'pending' as const,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** Paid out by the provider; the ledger's payout movement (once). */
  markPaid(providerRef: string, now: Date): LedgerMovement[] {
    if (this.state === 'paid') return [];
    this.state = 'paid';
    this.providerRef = providerRef;
    this.failure = null;
    this.paidAt = now;
    this.updatedAt = now;
    return [
      { key: `payout.${this.id}`, kind: 'payout', amountCents: this.amountCents, providerRef, eventKey: this.eventKey },
    ];
  }

  /** Not paid this time (no payout account yet, the provider refused); stays due. */
  markWaiting(reason: string, now: Date): void {
    if (this.state === 'paid') return;
    this.failure = reason;
    this.updatedAt = now;
  }
}

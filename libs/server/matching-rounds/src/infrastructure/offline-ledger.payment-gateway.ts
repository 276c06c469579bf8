import { Inject, Injectable } from '@nestjs/common';
import type { QueryResult } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { type Clock, newId } from '@ember/kernel';
import { CLOCK } from '@ember/platform';
import {
  type ChargeRecord,
  type ChargeRequest,
  type ChargeState,
  PaymentGateway,
} from '../application/payment-gateway.port.js';
import { LedgerEntryRecord } from './records.js';

/**
 * The payment port without a card provider: every deposit and payment is recorded in
 * `matching_rounds.ledger_entries` with its amount and state (held → captured | refunded), to be
 * collected offline. Holding is idempotent by key; each state change is a compare-and-set.
 */
@Injectable()
export class OfflineLedgerPaymentGateway extends PaymentGateway {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super();
  }

  async hold(request: ChargeRequest): Promise<ChargeRecord> {
    const now = this.clock.now();
    await this.em.execute(
      `insert into matching_rounds.ledger_entries
         (id, key, round_id, group_id, member_id, kind, amount_cents, currency, state, created_at, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, 'held', ?, ?)
       on conflict (key) do nothing`,
      [
        newId(),
        request.key,
        request.roundId,
        request.groupId,
        request.memberId,
        request.kind,
        request.amountCents,
        request.currency,
        now,
        now,
      ],
      'run',
    );
    const entry = await this.em.findOneOrFail(LedgerEntryRecord, { key: request.key }, { disableIdentityMap: true });
    return { reference: entry.id, state: entry.state as ChargeState };
  }

  capture(reference: string): Promise<ChargeState> {
    return this.move(reference, 'captured');
  }

  refund(reference: string): Promise<ChargeState> {
    return this.move(reference, 'refunded');
  }

  /** held → `to`; an entry already captured or refunded keeps its state (answered). */
  private async move(reference: string, to: 'captured' | 'refunded'): Promise<ChargeState> {
    await this.em.execute<QueryResult>(
      `update matching_rounds.ledger_entries set state = ?, updated_at = ? where id = ? and state = 'held'`,
      [to, this.clock.now(), reference],
      'run',
    );
    const entry = await this.em.findOneOrFail(LedgerEntryRecord, { id: reference }, { disableIdentityMap: true });
    return entry.state as ChargeState;
  }
}

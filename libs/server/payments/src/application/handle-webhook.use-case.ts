import type { Clock } from '@ember/kernel';
import type { PayoutRepository } from '../domain/payout.repository.js';
import type { ChargeSync } from './charge-sync.js';
import type { HostAccountUseCase } from './host-account.use-case.js';
import type { PaymentProvider } from './payment-provider.port.js';
import type { WebhookEvents } from './webhook-events.port.js';

export interface WebhookOutcome {
  eventId: string;
  duplicate: boolean;
}

/**
 * A provider notification: its signature checked over the raw body, stored once by its id, then
 * applied. A repeated event is answered without acting again; events out of order do no harm: the
 * object is read back from the provider as it stands now, and payments only move forward. An event
 * whose handling failed is not marked done, so the provider's retry handles it again.
 */
export class HandleWebhookUseCase {
  constructor(
    private readonly provider: PaymentProvider,
    private readonly events: WebhookEvents,
    private readonly sync: ChargeSync,
    private readonly hostAccounts: HostAccountUseCase,
    private readonly payouts: PayoutRepository,
    private readonly clock: Clock,
  ) {}

  async execute(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    const event = this.provider.parseEvent(rawBody, signature);
    const type = event.kind === 'ignored' ? event.type : event.kind;
    if (!(await this.events.begin(event.id, type, this.clock.now()))) return { eventId: event.id, duplicate: true };
    switch (event.kind) {
      case 'charge':
        await this.sync.apply(await this.provider.retrieveCharge(event.chargeRef));
        break;
      case 'account':
        await this.hostAccounts.refreshByRef(event.accountRef);
        break;
      case 'payout':
        await this.payoutChanged(event.accountRef, event.payoutRef);
        break;
      case 'ignored':
        break;
    }
    await this.events.finish(event.id, this.clock.now());
    return { eventId: event.id, duplicate: false };
  }

  /** A payout failed at the bank: it is due again (the reconciliation reports it too). */
  private async payoutChanged(accountRef: string, payoutRef: string): Promise<void> {
    const latest = await this.provider.retrievePayout(accountRef, payoutRef);
    if (latest.status !== 'failed' && latest.status !== 'canceled') return;
    const paid = await this.payouts.listPaidSince(new Date(0));
    const payout = paid.find((candidate) => candidate.providerRef === payoutRef);
    if (payout) {
      await this.payouts.update(payout.id, (current) => {
        current.state = 'failed';
        current.failure = `The bank returned the payout (${latest.status}).`;
        current.updatedAt = this.clock.now();
      });
    }
  }
}

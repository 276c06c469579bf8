import type { Clock } from '@ember/kernel';
import type { HostAccountRepository } from '../domain/host-account.repository.js';
import type { PaymentRepository } from '../domain/payment.repository.js';
import type { Payout } from '../domain/payout.entity.js';
import type { PayoutRepository } from '../domain/payout.repository.js';
import { ProviderError, type PaymentProvider } from './payment-provider.port.js';

/**
 * Pays a host what a group earned them. Destination charges already put part of it in the host's
 * connected account; the difference is transferred (or taken back), then the whole amount is paid
 * out to the host's bank. Every provider call is keyed by the payout, so a retry never pays twice.
 * Without a finished payout account the payout stays pending, and is paid once the account is ready.
 */
export class PayHostUseCase {
  constructor(
    private readonly payouts: PayoutRepository,
    private readonly payments: PaymentRepository,
    private readonly accounts: HostAccountRepository,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
  ) {}

  async execute(payoutId: string): Promise<Payout | null> {
    const payout = await this.payouts.findById(payoutId);
    if (!payout || payout.state === 'paid') return payout;
    if (this.provider.name === 'offline') {
      return this.payouts.update(payout.id, (current) =>
        current.markPaid(`offline_po_${current.id}`, this.clock.now()),
      );
    }
    const account = await this.accounts.findOfHost(payout.hostId);
    if (!account?.payoutsEnabled) {
      return this.payouts.update(payout.id, (current) =>
        current.markWaiting('Waiting for the host to finish their payout account.', this.clock.now()),
      );
    }
    try {
      const tickets = (await this.payments.listOfGroup(payout.groupId)).filter(
        (payment) => payment.purpose === 'ticket' && payment.hostAccountRef === account.accountRef,
      );
      const alreadyThere = tickets.reduce((total, ticket) => total + ticket.transferredCents, 0);
      const difference = payout.amountCents - alreadyThere;
      if (difference > 0) {
        const ref = await this.provider.transfer(
          account.accountRef,
          difference,
          payout.currency,
          `transfer.${payout.id}`,
          payout.groupId,
        );
        await this.payouts.update(payout.id, () => [
          {
            key: `transfer.${payout.id}`,
            kind: 'transfer',
            amountCents: difference,
            providerRef: ref,
            eventKey: payout.eventKey,
          },
        ]);
      } else if (difference < 0) {
        const source = tickets
          .filter((ticket) => ticket.transferRef)
          .sort((a, b) => b.transferredCents - a.transferredCents)[0];
        if (source?.transferRef) {
          await this.provider.reverseTransfer(source.transferRef, -difference, `reverse.${payout.id}`);
          await this.payouts.update(payout.id, () => [
            {
              key: `transfer-reversal.${payout.id}`,
              kind: 'transfer-reversal',
              amountCents: -difference,
              providerRef: source.transferRef,
              eventKey: payout.eventKey,
            },
          ]);
        }
      }
      const paid = await this.provider.payout(
        account.accountRef,
        payout.amountCents,
        payout.currency,
        `payout.${payout.id}`,
      );
      return this.payouts.update(payout.id, (current) => current.markPaid(paid.ref, this.clock.now()));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      await this.payouts.update(payout.id, (current) => current.markWaiting(error.message, this.clock.now()));
      throw error;
    }
  }

  /** A host's account became ready: what waited for it is paid now. */
  async payWaiting(hostId: string): Promise<void> {
    for (const payout of await this.payouts.listOfHost(hostId)) {
      if (payout.state === 'pending') await this.execute(payout.id);
    }
  }
}

import type { Clock } from '@ember/kernel';
import { Payment } from '../domain/payment.entity.js';
import type { PaymentRepository } from '../domain/payment.repository.js';
import { type Checkout, openCharge } from './open-charge.js';
import type { PaymentProvider } from './payment-provider.port.js';
import type { PaymentSettings } from './payment-settings.js';

/**
 * The member's $10 deposit (spec 3 §9): the one already paid (available or held for a group), or
 * the one waiting for their card, or a new one. The amount is the install's, never the client's.
 */
export class StartDepositUseCase {
  constructor(
    private readonly payments: PaymentRepository,
    private readonly provider: PaymentProvider,
    private readonly settings: PaymentSettings,
    private readonly clock: Clock,
  ) {}

  async execute(memberId: string): Promise<Checkout> {
    const mine = await this.payments.listOfMember(memberId);
    const deposits = mine.filter((payment) => payment.purpose === 'deposit');
    const current = deposits.find(
      (deposit) =>
        deposit.state === 'pending' ||
        (deposit.state === 'captured' && (deposit.depositUse === 'available' || deposit.depositUse === 'reserved')),
    );
    // One key per deposit the member has had: a double click asks for the same one.
    const payment =
      current ??
      (await this.payments.add(
        Payment.deposit(
          {
            key: `deposit.${memberId}.${deposits.length + 1}`,
            memberId,
            amountCents: this.settings.depositCents,
            currency: this.settings.currency,
            provider: this.provider.name,
          },
          this.clock.now(),
        ),
      ));
    return openCharge({ payments: this.payments, provider: this.provider, clock: this.clock }, payment, {
      description: 'Ember deposit',
      captureLater: false,
      destination: null,
    });
  }
}

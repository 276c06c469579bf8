import { Injectable } from '@nestjs/common';
import { PaymentsFacade } from '@ember/payments';
import {
  type CancellationRecord,
  type ChargeRecord,
  type ChargeRequest,
  type ChargeState,
  type CheckoutRecord,
  PaymentGateway,
} from '../application/payment-gateway.port.js';

/** The payment port, answered by the payments context (its ledger and the configured provider). */
@Injectable()
export class PaymentsFacadePaymentGateway extends PaymentGateway {
  constructor(private readonly payments: PaymentsFacade) {
    super();
  }

  checkout(request: ChargeRequest): Promise<CheckoutRecord> {
    return this.payments.checkoutForGroup(request);
  }

  hold(request: ChargeRequest): Promise<ChargeRecord> {
    return this.payments.holdForJoin(request);
  }

  capture(reference: string): Promise<ChargeState> {
    return this.payments.capture(reference);
  }

  refund(reference: string, key: string): Promise<ChargeState> {
    return this.payments.release(reference, key);
  }

  cancelByMember(reference: string, key: string): Promise<CancellationRecord> {
    return this.payments.cancelByMember(reference, key);
  }

  closeCheckouts(groupId: string): Promise<void> {
    return this.payments.closeCheckouts(groupId);
  }
}

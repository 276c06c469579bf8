import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, MailOutbox } from '@ember/platform';
import { PaymentMailer, type Receipt, type ReconciliationMail } from '../../application/payment-mailer.port.js';
import { PaymentMailTemplates } from './payment-mail.templates.js';

/** Receipts and reports through the mail queue, each with its idempotency key. */
@Injectable()
export class OutboxPaymentMailer extends PaymentMailer {
  private readonly templates: PaymentMailTemplates;

  constructor(
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super();
    this.templates = new PaymentMailTemplates(config.WEB_ORIGIN, config.SUPPORT_EMAIL);
  }

  receipt(receipt: Receipt): Promise<void> {
    return this.outbox.send(this.templates.receipt(receipt), { key: receipt.key });
  }

  reconciliation(mail: ReconciliationMail): Promise<void> {
    return this.outbox.send(this.templates.reconciliation(mail), { key: mail.key });
  }
}

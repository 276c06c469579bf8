import { type OutboundMail, letter } from '@ember/platform';
import type { Receipt, ReconciliationMail } from '../../application/payment-mailer.port.js';

/** '$45.00 CAD'; a negative line shows its minus sign. */
export function amountText(cents: number, currency: string): string {
  const sign = cents < 0 ? '−' : '';
  return `${sign}${new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Math.abs(cents) / 100)} ${currency}`;
}

const subjects: Record<Receipt['kind'], (title: string) => string> = {
  'deposit-paid': () => 'Receipt: your $10 deposit',
  'ticket-paid': (title) => `Receipt: ${title}`,
  refund: (title) => `Refund: ${title}`,
  'deposit-forfeited': () => 'Your deposit was kept',
};

/** Receipts and the reconciliation report, in Ember's letter. Card numbers are never in them: Ember never has them. */
export class PaymentMailTemplates {
  constructor(
    private readonly webOrigin: string,
    private readonly supportEmail: string,
  ) {}

  receipt(receipt: Receipt): OutboundMail {
    const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
      receipt.at,
    );
    return letter({
      to: receipt.to,
      subject: subjects[receipt.kind](receipt.title),
      heading: receipt.kind === 'refund' ? 'Your refund is on its way' : receipt.title,
      paragraphs: [
        ...(receipt.note ? [receipt.note] : []),
        ...(receipt.testMode ? ['Test mode: no card was charged and no money moved.'] : []),
      ],
      rows: [
        ...receipt.lines.map((line) => ({ label: line.label, value: amountText(line.amountCents, receipt.currency) })),
        {
          label: receipt.kind === 'refund' ? 'Refunded' : 'Total',
          value: amountText(receipt.totalCents, receipt.currency),
          strong: true,
        },
        { label: 'Date', value: `${when} UTC` },
        { label: 'Reference', value: receipt.reference },
      ],
      action: { label: 'See your payments', url: `${this.webOrigin}/emberite/settings/payments` },
      footer: `Questions about a payment? Write to ${this.supportEmail} with the reference above.`,
    });
  }

  reconciliation(mail: ReconciliationMail): OutboundMail {
    return letter({
      to: mail.to,
      subject: `Payments reconciliation: ${mail.differences.length} difference${mail.differences.length === 1 ? '' : 's'}`,
      heading: 'The ledger and the payment provider disagree',
      paragraphs: [`The check of ${mail.ranAt.toISOString()} found what follows. Nothing was changed.`],
      rows: mail.differences.map((difference) => ({
        label: `${difference.subject}: ${difference.field}`,
        value: `ledger ${difference.ledger}, provider ${difference.provider}`,
      })),
      footer: 'Sent to the admins (ADMIN_EMAILS) after each daily reconciliation that finds a difference.',
    });
  }
}

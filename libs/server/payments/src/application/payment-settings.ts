import { token } from '@ember/kernel';

/** The payment rules an install chooses (validated at boot; see the README's configuration table). */
export interface PaymentSettings {
  /** Spec 3 §9: $10. */
  depositCents: number;
  currency: string;
  /** Optional for now (spec 3 §9); an install can make it mandatory before registration ends. */
  depositRequired: boolean;
  /** Hosts are paid this long after their event ends, time for no-shows to be reported. */
  payoutDelayMs: number;
  /** The web app, for links in receipts and the host's onboarding return. */
  webOrigin: string;
  /** Who reads the reconciliation report. */
  adminEmails: readonly string[];
}

export const PAYMENT_SETTINGS = token<PaymentSettings>('PAYMENT_SETTINGS');

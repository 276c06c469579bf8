import {
  type CancellationPolicy,
  type RefundPolicy,
  cancellationPolicies,
  cancellationTerms,
  refundPolicies,
} from '@ember/hosting-rules';

export { cancellationPolicies, refundPolicies, type CancellationPolicy, type RefundPolicy };

/** Why money goes back to a member. */
export const refundReasons = [
  /** The member was not placed, or their group did not reach its minimum: nothing was confirmed. */
  'not-matched',
  /** The host or Ember called the group or the whole format off. */
  'event-cancelled',
  /** The member cancelled their own place. */
  'member-cancelled',
] as const;
export type RefundReason = (typeof refundReasons)[number];

/** Terms a ticket was sold under, kept with the payment so later changes to the format do not apply. */
export interface TicketPolicy {
  refundPolicy: RefundPolicy;
  cancellationPolicy: CancellationPolicy;
}

/** Programs and campaigns without a host's own choice: the wizard's defaults (spec 3 §3). */
export const defaultTicketPolicy: TicketPolicy = {
  refundPolicy: 'full-if-not-matched',
  cancellationPolicy: 'flexible',
};

export interface RefundQuestion extends TicketPolicy {
  reason: RefundReason;
  /** What the member paid for the ticket (card and deposit together), in minor units. */
  paidCents: number;
  /** When the group was confirmed; null while it is still in review. */
  confirmedAt: Date | null;
  eventStartsAt: Date;
  now: Date;
}

export interface RefundAnswer {
  /** Share of the paid amount given back, 0-100. */
  percent: number;
  amountCents: number;
  /** The rule that decided, for receipts and the member's screen. */
  rule: string;
}

const hour = 3600 * 1000;

/**
 * How much of a ticket goes back (spec 3 §3, §9). Nothing confirmed, or the event called off:
 * everything. A member who cancels before confirmation gets everything back too (nothing was
 * taken yet). After confirmation both policies apply and the smaller share wins: the
 * cancellation policy by time (flexible 100 % and moderate 50 % until 48 hours before the start,
 * inclusive; strict nothing) and the refund policy as a cap (50-percent-cancel at most half,
 * no-refunds-after-confirmation nothing, full-if-not-matched no cap). Amounts round down to the cent.
 */
export function refundFor(question: RefundQuestion): RefundAnswer {
  const all = (rule: string): RefundAnswer => ({ percent: 100, amountCents: question.paidCents, rule });
  if (question.reason === 'not-matched') return all('Not matched: full refund.');
  if (question.reason === 'event-cancelled') return all('The event was cancelled: full refund.');
  if (!question.confirmedAt) return all('Cancelled before the group was confirmed: full refund.');

  const terms = cancellationTerms[question.cancellationPolicy];
  const inTime =
    terms.untilHoursBeforeEvent !== null &&
    question.now.getTime() <= question.eventStartsAt.getTime() - terms.untilHoursBeforeEvent * hour;
  const byTime = inTime ? terms.refundPercent : 0;
  const cap = refundCapPercent[question.refundPolicy];
  const percent = Math.min(byTime, cap);
  const rule =
    cap < byTime
      ? `${refundRuleTexts[question.refundPolicy]}`
      : inTime
        ? `${terms.label}: ${terms.description}`
        : `${terms.label}: ${terms.untilHoursBeforeEvent === null ? 'no refund after confirmation' : `no refund within ${terms.untilHoursBeforeEvent} hours of the event`}.`;
  return { percent, amountCents: Math.floor((question.paidCents * percent) / 100), rule };
}

/** The most a member who cancels after confirmation can get back, by refund policy. */
const refundCapPercent: Record<RefundPolicy, number> = {
  'full-if-not-matched': 100,
  '50-percent-cancel': 50,
  'no-refunds-after-confirmation': 0,
};

const refundRuleTexts: Record<RefundPolicy, string> = {
  'full-if-not-matched': 'Full refund if not matched.',
  '50-percent-cancel': '50 % back on cancellation.',
  'no-refunds-after-confirmation': 'No refunds after confirmation.',
};

export function isRefundPolicy(value: unknown): value is RefundPolicy {
  return typeof value === 'string' && (refundPolicies as readonly string[]).includes(value);
}

export function isCancellationPolicy(value: unknown): value is CancellationPolicy {
  return typeof value === 'string' && (cancellationPolicies as readonly string[]).includes(value);
}

import { feeSplit, processingEstimateCents } from '@ember/hosting-rules';

/** How a ticket's money divides once refunds are done (spec 3 §9), in minor units. */
export interface TicketEarnings {
  /** What the member finally paid: the price less what went back. */
  retainedCents: number;
  /** Ember's 20 %. */
  platformFeeCents: number;
  /** The processing estimate, 2.9 % + 30 of the retained amount. */
  processingCents: number;
  /** What the host is paid: the rest, so the three always add up to the retained amount. */
  hostNetCents: number;
}

/**
 * The 80/20 split and the processing estimate from the shared hosting rules, applied to what a
 * ticket retained. A fully refunded ticket earns nobody anything (Ember bears the processor's cost).
 * A ticket of an event nobody hosts (Ember's own programs) leaves the host's share with Ember.
 */
export function ticketEarnings(retainedCents: number, hosted: boolean): TicketEarnings {
  if (retainedCents <= 0) return { retainedCents: 0, platformFeeCents: 0, processingCents: 0, hostNetCents: 0 };
  const processingCents = Math.min(retainedCents, processingEstimateCents(retainedCents));
  const split = feeSplit(retainedCents);
  const platformFeeCents = hosted
    ? Math.min(split.platformFeeCents, retainedCents - processingCents)
    : retainedCents - processingCents;
  return {
    retainedCents,
    platformFeeCents,
    processingCents,
    hostNetCents: retainedCents - platformFeeCents - processingCents,
  };
}

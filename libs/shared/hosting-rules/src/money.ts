/**
 * Money in integer cents. Ticket prices are whole dollars in steps of 5, entered in dollars in the
 * wizard and carried in cents everywhere else. Which dollars is the install's to say: the server's
 * PAYMENTS_CURRENCY, in which deposits and formats' tickets alike are charged.
 */

export const ticketPriceDollars = { min: 10, max: 500, step: 5, default: 45 } as const;
export const recommendedTicketPriceDollars = { min: 25, max: 150 } as const;

/** The host keeps 80 %, the platform 20 % (spec 3 §9). */
export const hostSharePercent = 80;
export const platformFeePercent = 20;

/** Payment processing, estimated: 2.9 % of the price plus 30 cents. */
export const processingFee = { percent: 2.9, fixedCents: 30 } as const;

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

export function centsToDollars(cents: number): number {
  return cents / 100;
}

export const defaultTicketPriceCents = dollarsToCents(ticketPriceDollars.default);

/** Why a ticket price in cents is refused, or null when it is one the wizard offers. */
export function ticketPriceProblem(cents: number): string | null {
  const { min, max, step } = ticketPriceDollars;
  if (
    !Number.isInteger(cents) ||
    cents < dollarsToCents(min) ||
    cents > dollarsToCents(max) ||
    cents % dollarsToCents(step) !== 0
  ) {
    return `The ticket price is $${min} to $${max}, in steps of $${step}.`;
  }
  return null;
}

export interface FeeSplit {
  priceCents: number;
  hostEarningsCents: number;
  platformFeeCents: number;
}

/** The platform's 20 % rounded to the cent; the host keeps the rest, so the two always add up. */
export function feeSplit(priceCents: number): FeeSplit {
  const platformFeeCents = Math.round((priceCents * platformFeePercent) / 100);
  return { priceCents, hostEarningsCents: priceCents - platformFeeCents, platformFeeCents };
}

/** What the payment processor is expected to keep of one ticket, rounded to the cent. */
export function processingEstimateCents(priceCents: number): number {
  if (priceCents <= 0) return 0;
  return Math.round((priceCents * processingFee.percent) / 100) + processingFee.fixedCents;
}

const dollarFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** '$45': amounts are shown as US dollars are, without decimals (spec 3 §9), whichever dollars they are. */
export function formatDollars(cents: number): string {
  return dollarFormat.format(Math.trunc(cents / 100));
}

const centFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** '$1.61': for the few figures that are not whole dollars, such as the processing estimate. */
export function formatCents(cents: number): string {
  return centFormat.format(cents / 100);
}

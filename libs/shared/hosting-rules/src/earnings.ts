import { groupCounts } from './limits.js';
import { feeSplit } from './money.js';

/** The conservative case: one group of six attendees. */
export const conservativeAttendees = 6;
/** The optimistic case: eight attendees in every group. */
export const optimisticAttendeesPerGroup = 8;
/** Unlimited groups are estimated as three. */
export const unlimitedGroupsEstimate = 3;

export interface EarningsEstimate {
  /** Whole dollars, in cents, rounded down. */
  conservativeCents: number;
  optimisticCents: number;
  conservativeAttendees: number;
  optimisticAttendees: number;
}

/** The groups the optimistic case counts: maxGroups, with unlimited (999 or more) taken as three. */
export function estimatedGroups(maxGroups: number): number {
  if (maxGroups >= groupCounts.unlimited) return unlimitedGroupsEstimate;
  return Math.max(1, Math.floor(maxGroups));
}

/** Attendees times the host's earnings per ticket, rounded down to whole dollars (spec 3 §9). */
export function earningsEstimate(ticketPriceCents: number, maxGroups: number): EarningsEstimate {
  const { hostEarningsCents } = feeSplit(ticketPriceCents);
  const optimisticAttendees = optimisticAttendeesPerGroup * estimatedGroups(maxGroups);
  const wholeDollars = (cents: number) => Math.floor(cents / 100) * 100;
  return {
    conservativeCents: wholeDollars(conservativeAttendees * hostEarningsCents),
    optimisticCents: wholeDollars(optimisticAttendees * hostEarningsCents),
    conservativeAttendees,
    optimisticAttendees,
  };
}

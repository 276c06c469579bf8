/** Spec 3 §9: the deposit is $10 (in the install's currency), refunded after three months without a group. */
export const standardDepositCents = 1_000;

/** Three calendar months later, at the same time of day. */
export function threeMonthsAfter(at: Date): Date {
  const later = new Date(at);
  const day = later.getUTCDate();
  later.setUTCMonth(later.getUTCMonth() + 3);
  // 30 November + 3 months would be 2 March (no 30 February): keep the month's last day instead.
  if (later.getUTCDate() !== day) later.setUTCDate(0);
  return later;
}

/**
 * '$10 CAD', '$33.28': dollars without decimals when whole (spec 3 §9), cents when not; a
 * currency other than USD is named after the amount.
 */
export function money(amountCents: number, currency: string): string {
  const whole = amountCents % 100 === 0;
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amountCents / 100);
  return currency.toUpperCase() === 'USD' ? amount : `${amount} ${currency.toUpperCase()}`;
}

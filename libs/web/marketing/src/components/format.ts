/** Whole dollars without decimals, fractions kept when there are some: $65, $33.28. */
export function money(amount: number, currency = 'CAD'): string {
  const whole = Number.isInteger(amount);
  const text = amount.toLocaleString('en-CA', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  return currency === 'CAD' || currency === 'USD' ? `$${text}` : `${text} ${currency}`;
}

/** 2 h, 1.5 h, 2 h 15 min. */
export function hoursText(hours: number, minutes: number): string {
  if (minutes === 30) return `${hours}.5 h`;
  return minutes ? `${hours} h ${minutes} min` : `${hours} h`;
}

import { useState } from 'react';
import { centsToDollars, dollarsToCents, ticketPriceDollars } from '@ember/hosting-rules';
import { TextField } from '@ember/ui';

export interface PriceFieldProps {
  cents: number;
  onChange: (cents: number) => void;
  hint?: string;
}

/**
 * Spec 3 §5: the ticket price, a number from $10 to $500 in steps of $5, typed in dollars and kept
 * in cents. What is typed stays as typed; a value outside the rule blocks the step's next.
 */
export function PriceField({ cents, onChange, hint }: PriceFieldProps) {
  const [text, setText] = useState(() => (cents > 0 ? String(centsToDollars(cents)) : ''));
  return (
    <TextField
      label="Ticket price (USD)"
      type="number"
      inputMode="numeric"
      min={ticketPriceDollars.min}
      max={ticketPriceDollars.max}
      step={ticketPriceDollars.step}
      value={text}
      hint={hint}
      onChange={(event) => {
        setText(event.target.value);
        const dollars = Number(event.target.value);
        onChange(event.target.value.trim() !== '' && Number.isFinite(dollars) ? dollarsToCents(dollars) : 0);
      }}
    />
  );
}

import { expect, it } from 'vitest';
import { money } from './money';

it('shows whole dollars without decimals, cents when there are some, and names a currency other than USD', () => {
  expect(money(1000, 'CAD')).toBe('$10 CAD');
  expect(money(3328, 'USD')).toBe('$33.28');
  expect(money(3439, 'cad')).toBe('$34.39 CAD');
  expect(money(-161, 'USD')).toBe('-$1.61');
});

import type { ProgramTerms } from '../domain/round/round-terms.js';

/** The weekly coffee campaign's terms as the program catalogue gives them: the tests' usual program. */
export const coffeeTerms: ProgramTerms = {
  id: 'prog-coffee',
  name: 'Weekend coffee',
  kind: 'campaign',
  priceCents: 1000,
  currency: 'CAD',
  priceUnit: 'deposit',
  minGroupSize: 4,
  maxGroupSize: 6,
  weeks: null,
  sessionMinutes: 90,
  allowsHosting: false,
  requiresTimeSlots: true,
};

/** What a format includes, as far as the price recommendation cares. */
export interface Inclusions {
  includesFood?: boolean;
  includesDrinks?: boolean;
  includesMaterials?: boolean;
}

export interface PriceRange {
  minDollars: number;
  maxDollars: number;
}

/** The recommendation of the event-details step (spec 3 §9): food and drinks, food, materials, else. */
export function recommendedPriceRange({ includesFood, includesDrinks, includesMaterials }: Inclusions): PriceRange {
  if (includesFood && includesDrinks) return { minDollars: 60, maxDollars: 120 };
  if (includesFood) return { minDollars: 45, maxDollars: 80 };
  if (includesMaterials) return { minDollars: 35, maxDollars: 65 };
  return { minDollars: 25, maxDollars: 50 };
}

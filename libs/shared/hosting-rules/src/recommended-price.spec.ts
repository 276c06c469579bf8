import { expect, it } from '@jest/globals';
import { recommendedPriceRange } from './recommended-price.js';

it.each([
  [{ includesFood: true, includesDrinks: true, includesMaterials: true }, 60, 120],
  [{ includesFood: true }, 45, 80],
  [{ includesFood: true, includesMaterials: true }, 45, 80],
  [{ includesMaterials: true }, 35, 65],
  [{ includesDrinks: true }, 25, 50],
  [{}, 25, 50],
])('recommends a price for %j', (inclusions, minDollars, maxDollars) => {
  expect(recommendedPriceRange(inclusions)).toEqual({ minDollars, maxDollars });
});

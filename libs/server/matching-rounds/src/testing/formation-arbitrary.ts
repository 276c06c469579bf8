import fc from 'fast-check';
import type { FormationInput } from '../domain/formation/formation-input.js';

/** fast-check inputs of up to `maxMembers` members with every rule switched on or off at random. */
export function formationInputArbitrary(maxMembers: number): fc.Arbitrary<FormationInput> {
  return fc.integer({ min: 2, max: maxMembers }).chain((size) => {
    const ids = Array.from({ length: size }, (_, k) => `m${k}`);
    const id = fc.constantFrom(...ids);
    const member = (memberId: string) =>
      fc.record({
        id: fc.constant(memberId),
        sex: fc.constantFrom('female', 'male', 'other'),
        age: fc.integer({ min: 20, max: 45 }),
        slots: fc.uniqueArray(fc.constantFrom('sat-09', 'sun-11', 'fri-19'), { minLength: 1, maxLength: 2 }),
        neighborhoods: fc.uniqueArray(fc.constantFrom('downtown', 'harbour', 'anywhere'), {
          minLength: 1,
          maxLength: 2,
        }),
        hasVenue: fc.boolean(),
        roundsWaited: fc.integer({ min: 0, max: 3 }),
      });
    return fc.record({
      groupSize: fc
        .integer({ min: 2, max: 4 })
        .chain((min) => fc.record({ min: fc.constant(min), max: fc.integer({ min, max: min + 3 }) })),
      genderBalance: fc.boolean(),
      requireVenue: fc.boolean(),
      maxAgeSpread: fc.option(fc.integer({ min: 0, max: 15 }), { nil: null }),
      members: fc.tuple(...ids.map(member)),
      picks: fc.array(fc.record({ from: id, to: id, level: fc.integer({ min: 0, max: 5 }) }), {
        maxLength: size * 5,
      }),
      blocks: fc.array(fc.record({ from: id, to: id }), { maxLength: size }),
    });
  });
}

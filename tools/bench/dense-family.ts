// The dense bench family: pools like a popular campaign night (72-120 members, 12-14 picks each,
// 40-50 % of them returned, 5-10 % of members blocking someone), at both group-size ranges and with
// the rule variants rounds use. Shared by `npm run bench:matching` and the offline optimum prover.
import type { FormationInput } from '@ember/matching-rounds';
import { generateDensePool } from '@ember/matching-rounds/testing';

export interface DensePool {
  readonly name: string;
  readonly input: FormationInput;
}

const variants = [
  { label: 'plain' },
  { label: 'gender', genderBalance: true },
  { label: 'age', maxAgeSpread: 10 },
  { label: 'venue', requireVenue: true },
] as const;

const members = [72, 84, 96, 108, 120, 120];

export function denseFamily(): DensePool[] {
  const pools: DensePool[] = [];
  for (const groupSize of [
    { min: 4, max: 6 },
    { min: 6, max: 12 },
  ]) {
    members.forEach((count, k) => {
      const seed = 1000 * groupSize.min + k + 1;
      const variant = variants[k % variants.length]!;
      const outDegree = 12 + (k % 3);
      const returnedShare = 0.4 + 0.02 * (k % 6);
      const blockedShare = 0.05 + 0.01 * (k % 6);
      pools.push({
        name: `${groupSize.min}-${groupSize.max} ${count} ${variant.label} s${seed}`,
        input: generateDensePool({
          members: count,
          groupSize,
          outDegree,
          returnedShare,
          blockedShare,
          seed,
          ...variant,
        }),
      });
    });
  }
  return pools;
}

import type { FormationInput, FormationMember, FormationPick } from '../domain/formation/formation-input.js';
import { SeededRandom } from '../domain/formation/seeded-random.js';

export interface GeneratedPoolSettings {
  readonly members: number;
  readonly groupSize: { readonly min: number; readonly max: number };
  /** Picks each member makes (towards members of the same pool). */
  readonly picksPerMember: number;
  /** Share of a member's picks that go to their own circle of friends (the rest are random). */
  readonly circleShare?: number;
  readonly slots?: readonly string[];
  readonly neighborhoods?: readonly string[];
  readonly genderBalance?: boolean;
  readonly requireVenue?: boolean;
  readonly maxAgeSpread?: number | null;
  /** Prefix of member ids, so pools can be merged into one input. */
  readonly idPrefix?: string;
  readonly seed: number;
}

/**
 * A synthetic pool with the shape real rounds have: members fall into hidden circles of friends who
 * tend to pick each other and to share availability and neighbourhood; the rest of the picks are
 * scattered. Levels are drawn 0-5, so not every pick counts.
 */
export function generatePool(settings: GeneratedPoolSettings): FormationInput {
  const random = new SeededRandom(settings.seed);
  const slots = settings.slots ?? ['sat-09', 'sat-18', 'sun-11'];
  const hoods = settings.neighborhoods ?? ['downtown', 'harbour', 'old-town', 'university'];
  const prefix = settings.idPrefix ?? 'm';
  const count = settings.members;
  const circleOf: number[] = [];
  const circles: number[][] = [];
  while (circleOf.length < count) {
    const size = Math.min(count - circleOf.length, 3 + random.below(settings.groupSize.max * 2));
    const circle = Array.from({ length: size }, (_, k) => circleOf.length + k);
    for (let k = 0; k < size; k++) circleOf.push(circles.length);
    circles.push(circle);
  }
  const circleSlot = circles.map(() => slots[random.below(slots.length)]!);
  const circleHood = circles.map(() => hoods[random.below(hoods.length)]!);
  const ids = Array.from({ length: count }, (_, v) => `${prefix}${v}`);
  const members: FormationMember[] = Array.from({ length: count }, (_, v) => {
    const circle = circleOf[v]!;
    const memberSlots = new Set([circleSlot[circle]!]);
    if (random.next() < 0.5) memberSlots.add(slots[random.below(slots.length)]!);
    const memberHoods = new Set([circleHood[circle]!]);
    if (random.next() < 0.3) memberHoods.add(hoods[random.below(hoods.length)]!);
    return {
      id: ids[v]!,
      sex: random.next() < 0.5 ? 'female' : 'male',
      age: 22 + random.below(20),
      slots: [...memberSlots],
      neighborhoods: random.next() < 0.15 ? ['anywhere'] : [...memberHoods],
      hasVenue: random.next() < 0.25,
      roundsWaited: random.below(4),
    };
  });
  const circleShare = settings.circleShare ?? 0.6;
  const picks: FormationPick[] = [];
  const picked = new Set<number>();
  for (let v = 0; v < count; v++) {
    picked.clear();
    const circle = circles[circleOf[v]!]!;
    const wanted = Math.min(settings.picksPerMember, count - 1);
    for (let attempt = 0; picked.size < wanted && attempt < wanted * 4; attempt++) {
      const fromCircle = random.next() < circleShare && circle.length > 1;
      const target = fromCircle ? circle[random.below(circle.length)]! : random.below(count);
      if (target === v || picked.has(target)) continue;
      picked.add(target);
      picks.push({
        from: ids[v]!,
        to: ids[target]!,
        level: fromCircle ? 2 + random.below(4) : random.below(6),
      });
    }
  }
  const blocks = Array.from({ length: Math.floor(count / 20) }, () => ({
    from: ids[random.below(count)]!,
    to: ids[random.below(count)]!,
  })).filter((block) => block.from !== block.to);
  return {
    groupSize: settings.groupSize,
    genderBalance: settings.genderBalance ?? false,
    requireVenue: settings.requireVenue ?? false,
    maxAgeSpread: settings.maxAgeSpread ?? null,
    members,
    picks,
    blocks,
  };
}

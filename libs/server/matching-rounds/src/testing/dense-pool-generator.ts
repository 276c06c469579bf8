import type { FormationInput, FormationMember, FormationPick } from '../domain/formation/formation-input.js';
import { SeededRandom } from '../domain/formation/seeded-random.js';

export interface DensePoolSettings {
  readonly members: number;
  readonly groupSize: { readonly min: number; readonly max: number };
  /** Mean picks each member makes. */
  readonly outDegree: number;
  /** Share of all picks whose reverse pick also exists (real campaign nights: 0.4-0.5). */
  readonly returnedShare: number;
  /** Share of members who block someone. */
  readonly blockedShare: number;
  readonly genderBalance?: boolean;
  readonly requireVenue?: boolean;
  readonly maxAgeSpread?: number | null;
  readonly seed: number;
}

const slots = ['fri-19', 'sat-09', 'sat-18', 'sun-11'];
const hoods = ['downtown', 'harbour', 'old-town', 'university'];

/**
 * A pool like a popular campaign night: many members pick many others, a fixed share of the picks is
 * returned (mutual pairs mostly inside loose circles that share a slot and a neighbourhood, some
 * across them), the rest are one-way. Much denser than `generatePool`, which is what makes forming
 * groups hard: a member has several compatible mutual neighbours in many overlapping groups.
 */
export function generateDensePool(settings: DensePoolSettings): FormationInput {
  const random = new SeededRandom(settings.seed);
  const count = settings.members;
  const circles = Math.max(1, Math.round(count / (settings.groupSize.max * 2)));
  const circleOf = Array.from({ length: count }, () => random.below(circles));
  const circleSlot = Array.from({ length: circles }, () => slots[random.below(slots.length)]!);
  const circleHood = Array.from({ length: circles }, () => hoods[random.below(hoods.length)]!);
  const members: FormationMember[] = Array.from({ length: count }, (_, v) => {
    const circle = circleOf[v]!;
    const memberSlots = new Set([circleSlot[circle]!]);
    while (random.next() < 0.45) memberSlots.add(slots[random.below(slots.length)]!);
    const memberHoods = new Set([circleHood[circle]!]);
    if (random.next() < 0.35) memberHoods.add(hoods[random.below(hoods.length)]!);
    return {
      id: `d${v}`,
      sex: random.next() < 0.5 ? 'female' : 'male',
      age: 22 + random.below(18),
      slots: [...memberSlots],
      neighborhoods: random.next() < 0.2 ? ['anywhere'] : [...memberHoods],
      hasVenue: random.next() < 0.3,
      roundsWaited: random.below(4),
    };
  });

  const total = Math.round(count * settings.outDegree);
  const mutualPairs = Math.round((total * settings.returnedShare) / 2);
  const arcs = new Set<number>();
  const key = (from: number, to: number): number => from * count + to;
  const randomPartner = (v: number): number => {
    if (random.next() < 0.7) {
      for (let attempt = 0; attempt < 20; attempt++) {
        const u = random.below(count);
        if (u !== v && circleOf[u] === circleOf[v]) return u;
      }
    }
    return random.below(count);
  };
  for (let made = 0, attempts = 0; made < mutualPairs && attempts < mutualPairs * 50; attempts++) {
    const v = random.below(count);
    const u = randomPartner(v);
    if (u === v || arcs.has(key(v, u)) || arcs.has(key(u, v))) continue;
    arcs.add(key(v, u));
    arcs.add(key(u, v));
    made++;
  }
  const oneWay = total - arcs.size;
  for (let made = 0, attempts = 0; made < oneWay && attempts < oneWay * 50; attempts++) {
    const v = random.below(count);
    const u = randomPartner(v);
    // A one-way pick must stay one-way, or the returned share would drift.
    if (u === v || arcs.has(key(v, u)) || arcs.has(key(u, v))) continue;
    arcs.add(key(v, u));
    made++;
  }
  const picks: FormationPick[] = [...arcs]
    .sort((a, b) => a - b)
    .map((arc) => ({
      from: `d${Math.floor(arc / count)}`,
      to: `d${arc % count}`,
      level: 2 + random.below(4),
    }));

  const blockers = random
    .shuffle(Array.from({ length: count }, (_, v) => v))
    .slice(0, Math.round(count * settings.blockedShare));
  // Members block someone they know: a returned pick's partner half the time, otherwise anyone.
  const blocks = blockers.map((v) => {
    const partners = picks.filter((pick) => pick.from === `d${v}` && arcs.has(key(Number(pick.to.slice(1)), v)));
    const target =
      partners.length > 0 && random.next() < 0.5
        ? Number(partners[random.below(partners.length)]!.to.slice(1))
        : (v + 1 + random.below(count - 1)) % count;
    return { from: `d${v}`, to: `d${target}` };
  });
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

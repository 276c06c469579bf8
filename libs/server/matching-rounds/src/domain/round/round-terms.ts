/** What a round takes from its program: the catalogue's price and group size, hosting and slots. */
export interface ProgramTerms {
  id: string;
  name: string;
  kind: 'program' | 'campaign';
  priceCents: number;
  currency: string;
  priceUnit: 'per-session' | 'per-event' | 'deposit';
  minGroupSize: number;
  maxGroupSize: number;
  weeks: number | null;
  sessionMinutes: number | null;
  allowsHosting: boolean;
  requiresTimeSlots: boolean;
}

export const joinChargeKinds = ['deposit', 'payment'] as const;
export type JoinChargeKind = (typeof joinChargeKinds)[number];

/** What joining a group records through the payment port. */
export interface JoinCharge {
  kind: JoinChargeKind;
  amountCents: number;
  currency: string;
}

/** The refundable deposit held on joining when the experience itself is free (spec 3 §9: $10). */
export const standardDepositCents = 1_000;

/**
 * Joining records (spec 1 §1, spec 2 §1, spec 3 §9): a deposit for deposit-priced campaigns and
 * free ones ($10, held until the member shows up); otherwise the payment of what the member
 * commits to (the event, or every session of a multi-week program).
 */
export function joinChargeFor(program: ProgramTerms): JoinCharge {
  if (program.priceUnit === 'deposit') {
    return { kind: 'deposit', amountCents: program.priceCents || standardDepositCents, currency: program.currency };
  }
  if (program.priceCents === 0)
    return { kind: 'deposit', amountCents: standardDepositCents, currency: program.currency };
  const sessions = program.priceUnit === 'per-session' ? (program.weeks ?? 1) : 1;
  return { kind: 'payment', amountCents: program.priceCents * sessions, currency: program.currency };
}

/** The Halloween campaigns balance their groups 50/50 (spec 3 §1). */
const balancedPrograms = new Set(['prog-halloween-2025', 'prog-halloween-mystery']);

export const dropoutStrategies = ['continue-if-minimum'] as const;
export type DropoutStrategy = (typeof dropoutStrategies)[number];

/** The hard rules a round's groups follow. */
export interface GroupRules {
  minGroupSize: number;
  maxGroupSize: number;
  genderBalance: boolean;
  /** Some member of every group has a venue (programs where members host). */
  requireVenue: boolean;
  /** Oldest minus youngest at most this; null for no limit. */
  maxAgeSpread: number | null;
  /** Spec 3 §3's default: a group that loses members goes on while it still has its minimum. */
  dropoutStrategy: DropoutStrategy;
}

export function groupRulesFor(program: ProgramTerms): GroupRules {
  return {
    minGroupSize: program.minGroupSize,
    maxGroupSize: program.maxGroupSize,
    genderBalance: balancedPrograms.has(program.id),
    requireVenue: program.allowsHosting,
    maxAgeSpread: null,
    dropoutStrategy: 'continue-if-minimum',
  };
}

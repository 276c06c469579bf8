/** The choices of a format's rules (spec 3 §3, §9); the first of each list is the default. */

export const balancePreferences = ['none', 'gender', 'custom'] as const;
export type BalancePreference = (typeof balancePreferences)[number];

export const refundPolicies = ['full-if-not-matched', '50-percent-cancel', 'no-refunds-after-confirmation'] as const;
export type RefundPolicy = (typeof refundPolicies)[number];

export const cancellationPolicies = ['flexible', 'moderate', 'strict'] as const;
export type CancellationPolicy = (typeof cancellationPolicies)[number];

/** When fewer mutual picks than needed come in: the host forms the groups, or the format is called off. */
export const matchingFailureStrategies = ['host-creates-groups', 'cancel-and-refund'] as const;
export type MatchingFailureStrategy = (typeof matchingFailureStrategies)[number];

/** Someone interested who ends up in no group. */
export const noGroupStrategies = ['waitlist-next', 'refund'] as const;
export type NoGroupStrategy = (typeof noGroupStrategies)[number];

/** Too little interest when collection closes. */
export const lowInterestStrategies = ['extend-period', 'proceed-anyway', 'cancel'] as const;
export type LowInterestStrategy = (typeof lowInterestStrategies)[number];

/** A confirmed participant drops out. */
export const dropoutStrategies = ['continue-if-minimum', 'fill-from-waitlist', 'cancel-group'] as const;
export type DropoutStrategy = (typeof dropoutStrategies)[number];

export interface PolicyText {
  label: string;
  description: string;
}

export const balancePreferenceTexts: Record<BalancePreference, PolicyText> = {
  none: { label: 'No preference', description: 'Groups form from mutual picks alone.' },
  gender: { label: 'Gender balance', description: 'Groups aim for as many women as men.' },
  custom: {
    label: 'Custom balance',
    description: 'Tell us the mix you are after; we will get in touch to set it up with you.',
  },
};

export const refundPolicyTexts: Record<RefundPolicy, PolicyText> = {
  'full-if-not-matched': {
    label: 'Full refund if not matched',
    description: 'Participants who are not placed in a group get their money back in full.',
  },
  '50-percent-cancel': {
    label: '50 % back on cancellation',
    description: 'Participants who cancel get half of the ticket price back.',
  },
  'no-refunds-after-confirmation': {
    label: 'No refunds after confirmation',
    description: 'Once a participant confirms their place, the ticket is not refunded.',
  },
};

export interface CancellationTerms extends PolicyText {
  /** Share of the ticket price refunded to a participant who cancels in time. */
  refundPercent: number;
  /** Cancelling up to this many hours before the event is in time; null: never after confirmation. */
  untilHoursBeforeEvent: number | null;
}

/** Spec 3 §9: flexible, full refund until 48 h before; moderate, 50 % until 48 h before; strict, none after confirmation. */
export const cancellationTerms: Record<CancellationPolicy, CancellationTerms> = {
  flexible: {
    label: 'Flexible',
    description: 'Full refund until 48 hours before the event.',
    refundPercent: 100,
    untilHoursBeforeEvent: 48,
  },
  moderate: {
    label: 'Moderate',
    description: '50 % refund until 48 hours before the event.',
    refundPercent: 50,
    untilHoursBeforeEvent: 48,
  },
  strict: {
    label: 'Strict',
    description: 'No refunds after the group is confirmed.',
    refundPercent: 0,
    untilHoursBeforeEvent: null,
  },
};

export const dietaryOptions = ['vegetarian', 'vegan', 'gluten-free', 'allergies'] as const;
export type DietaryOption = (typeof dietaryOptions)[number];

export const dietaryOptionLabels: Record<DietaryOption, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-free',
  allergies: 'Allergies catered for',
};

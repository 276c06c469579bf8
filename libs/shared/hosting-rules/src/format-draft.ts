import type { FormatCategory } from './categories.js';
import {
  confirmationPeriodDays,
  defaultOptimalParticipants,
  groupCounts,
  interestCollectionDays,
  maxParticipants,
  minParticipants,
  selectionWindowDays,
} from './limits.js';
import { defaultTicketPriceCents } from './money.js';
import type {
  BalancePreference,
  CancellationPolicy,
  DietaryOption,
  DropoutStrategy,
  LowInterestStrategy,
  MatchingFailureStrategy,
  NoGroupStrategy,
  RefundPolicy,
} from './policies.js';
import type { TimeChoice } from './time-choices.js';

export interface FormatTimeline {
  interestCollection: number;
  selectionWindow: number;
  confirmationPeriod: number;
}

export interface PossibleDate {
  /** A calendar day in the format's city, '2025-03-14'. */
  date: string;
  time: TimeChoice;
}

export interface GroupRules {
  /** 1, 10, or 999 for unlimited. */
  maxGroups: number;
  multipleGroups: boolean;
  hostApproval: boolean;
  sameAttendeesMultipleGroups: boolean;
  matchingFailureStrategy: MatchingFailureStrategy;
  noGroupStrategy: NoGroupStrategy;
  lowInterestStrategy: LowInterestStrategy;
  dropoutStrategy: DropoutStrategy;
  balancePreference: BalancePreference;
}

export interface Capacity {
  minParticipants: number;
  maxParticipants: number;
  optimalParticipants: number;
}

export interface Pricing {
  /** In cents: whole dollars from $10 to $500 in steps of $5. */
  ticketPrice: number;
  refundPolicy: RefundPolicy;
  cancellationPolicy: CancellationPolicy;
}

export interface HostInfo {
  email: string;
  /** How participants see the host on the format's page; '' until given. */
  firstName: string;
  isNewHost: boolean;
}

export interface FormatLocation {
  /** A city slug ('toronto'), '' until chosen. */
  city: string;
  /** A neighbourhood slug of that city ('kensington-market'), '' until chosen. */
  neighborhood: string;
  venueDetails: string;
  isOnline: boolean;
}

export interface EventDetails {
  description: string;
  includesFood: boolean;
  foodDetails: string;
  includesDrinks: boolean;
  drinkDetails: string;
  includesMaterials: boolean;
  materialsDetails: string;
  dietaryOptions: DietaryOption[];
  whatToBring: string;
}

/** The wizard's draft of an event format (spec 3 §3), field for field. */
export interface FormatDraft {
  /** The title. */
  format: string;
  description: string;
  category: FormatCategory | null;
  timeline: FormatTimeline;
  possibleDates: PossibleDate[];
  groupRules: GroupRules;
  capacity: Capacity;
  pricing: Pricing;
  hostInfo: HostInfo;
  location: FormatLocation;
  eventDetails: EventDetails;
}

/** A draft as it arrives while the host is still filling it in: any part may be missing. */
export interface FormatDraftInput {
  format?: string;
  description?: string;
  category?: FormatCategory | null;
  timeline?: Partial<FormatTimeline>;
  possibleDates?: PossibleDate[];
  groupRules?: Partial<GroupRules>;
  capacity?: Partial<Capacity>;
  pricing?: Partial<Pricing>;
  hostInfo?: Partial<HostInfo>;
  location?: Partial<FormatLocation>;
  eventDetails?: Partial<EventDetails>;
}

/** A new draft with the defaults of spec 3 §3. */
export function newFormatDraft(): FormatDraft {
  return {
    format: '',
    description: '',
    category: null,
    timeline: {
      interestCollection: interestCollectionDays.default,
      selectionWindow: selectionWindowDays.default,
      confirmationPeriod: confirmationPeriodDays.default,
    },
    possibleDates: [],
    groupRules: {
      maxGroups: groupCounts.single,
      multipleGroups: false,
      hostApproval: true,
      sameAttendeesMultipleGroups: false,
      matchingFailureStrategy: 'host-creates-groups',
      noGroupStrategy: 'waitlist-next',
      lowInterestStrategy: 'extend-period',
      dropoutStrategy: 'continue-if-minimum',
      balancePreference: 'none',
    },
    capacity: {
      minParticipants: minParticipants.default,
      maxParticipants: maxParticipants.default,
      optimalParticipants: defaultOptimalParticipants,
    },
    pricing: {
      ticketPrice: defaultTicketPriceCents,
      refundPolicy: 'full-if-not-matched',
      cancellationPolicy: 'flexible',
    },
    hostInfo: { email: '', firstName: '', isNewHost: true },
    location: { city: '', neighborhood: '', venueDetails: '', isOnline: false },
    eventDetails: {
      description: '',
      includesFood: false,
      foodDetails: '',
      includesDrinks: false,
      drinkDetails: '',
      includesMaterials: false,
      materialsDetails: '',
      dietaryOptions: [],
      whatToBring: '',
    },
  };
}

/** The draft with every part the input gives laid over it (lists replace, sections merge). */
export function mergeFormatDraft(base: FormatDraft, input: FormatDraftInput): FormatDraft {
  const section = <Key extends keyof FormatDraft>(key: Key): FormatDraft[Key] => {
    const given = input[key];
    if (given === undefined) return base[key];
    if (Array.isArray(given) || given === null || typeof given !== 'object') return given as FormatDraft[Key];
    return { ...(base[key] as object), ...definedOnly(given as object) } as FormatDraft[Key];
  };
  return {
    format: section('format'),
    description: section('description'),
    category: section('category'),
    timeline: section('timeline'),
    possibleDates: section('possibleDates'),
    groupRules: section('groupRules'),
    capacity: section('capacity'),
    pricing: section('pricing'),
    hostInfo: section('hostInfo'),
    location: section('location'),
    eventDetails: section('eventDetails'),
  };
}

function definedOnly(value: object): object {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined));
}

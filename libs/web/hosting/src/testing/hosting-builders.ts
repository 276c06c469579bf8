// Test data for the console's pages, shaped like the contract's answers, with overrides.
import type {
  EventFormat,
  EventFormatDetails,
  HostActivityItem,
  HostDashboard,
  PublicEventFormat,
} from '@ember/api-client';

const noTrend = { previous: 0, change: 0, percent: null };

export function aFormat(overrides: Partial<EventFormat> = {}): EventFormat {
  return {
    id: '0190a0b0-0000-7000-8000-000000000001',
    slug: null,
    status: 'draft',
    format: 'Dumplings from scratch',
    description: 'We fold dumplings together, then eat them.',
    category: 'skill-building',
    timeline: {
      interestCollection: 7,
      selectionWindow: 2,
      confirmationPeriod: 3,
      interestClosesOn: null,
      earliestEventDate: '2026-12-07',
    },
    possibleDates: [{ date: '2099-12-18', time: '19:00-22:00' }],
    nextDate: '2099-12-18',
    groupRules: {
      maxGroups: 1,
      multipleGroups: false,
      hostApproval: true,
      sameAttendeesMultipleGroups: false,
      matchingFailureStrategy: 'host-creates-groups',
      noGroupStrategy: 'waitlist-next',
      lowInterestStrategy: 'extend-period',
      dropoutStrategy: 'continue-if-minimum',
      balancePreference: 'none',
    },
    capacity: { minParticipants: 4, maxParticipants: 10, optimalParticipants: 7 },
    pricing: {
      ticketPrice: 4500,
      hostEarnings: 3600,
      platformFee: 900,
      processingEstimate: 161,
      currency: 'USD',
      refundPolicy: 'full-if-not-matched',
      cancellationPolicy: 'flexible',
    },
    earningsEstimate: { conservative: 21600, optimistic: 28800 },
    hostInfo: { email: 'host@example.com', firstName: 'Maya', isNewHost: true },
    location: {
      city: 'toronto',
      cityLabel: 'Toronto',
      neighborhood: 'kensington-market',
      neighborhoodLabel: 'Kensington Market',
      venueDetails: '',
      isOnline: false,
    },
    eventDetails: {
      description: 'Folding, steaming, eating.',
      includesFood: true,
      foodDetails: 'Dumplings',
      includesDrinks: false,
      drinkDetails: '',
      includesMaterials: false,
      materialsDetails: '',
      dietaryOptions: ['vegetarian'],
      whatToBring: 'An apron',
    },
    counts: { interested: 0, confirmed: 0, groupsFormed: 0, revenue: 0, attendanceRate: null },
    claimed: true,
    duplicatedFromId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-24T10:00:00.000Z',
    publishedAt: null,
    completedAt: null,
    archivedAt: null,
    ...overrides,
  };
}

export function aFormatWithParticipants(overrides: Partial<EventFormatDetails> = {}): EventFormatDetails {
  return { ...aFormat(), participants: [], ...overrides };
}

export function aDashboard(overrides: Partial<HostDashboard> = {}): HostDashboard {
  return {
    host: { id: '0190a0b0-0000-7000-8000-0000000000aa', email: 'host@example.com', firstName: 'Maya' },
    asOf: '2026-11-25T12:00:00.000Z',
    since: '2026-10-26T12:00:00.000Z',
    totalFormats: 0,
    totalFormatsTrend: noTrend,
    activeFormats: 0,
    activeFormatsTrend: noTrend,
    draftFormats: 0,
    draftFormatsTrend: noTrend,
    completedFormats: 0,
    completedFormatsTrend: noTrend,
    averageAttendance: 0,
    attendanceTrend: noTrend,
    totalRevenue: 0,
    revenueTrend: noTrend,
    activeInterest: 0,
    interestTrend: noTrend,
    ...overrides,
  };
}

export function anActivity(overrides: Partial<HostActivityItem> = {}): HostActivityItem {
  return {
    id: '0190a0b0-0000-7000-8000-0000000000b1',
    type: 'new_format',
    message: 'You created “Dumplings from scratch”.',
    formatId: '0190a0b0-0000-7000-8000-000000000001',
    formatTitle: 'Dumplings from scratch',
    timestamp: new Date(Date.now() - 3 * 3600_000).toISOString(),
    ...overrides,
  };
}

export function aPublicFormat(overrides: Partial<PublicEventFormat> = {}): PublicEventFormat {
  const { eventDetails, pricing, location, capacity } = aFormat();
  return {
    id: '0190a0b0-0000-7000-8000-000000000001',
    slug: 'dumplings-from-scratch-1a2b3c4d',
    format: 'Dumplings from scratch',
    description: 'We fold dumplings together, steam them and eat them around one table.',
    category: 'skill-building',
    hostFirstName: 'Maya',
    possibleDates: [{ date: '2099-12-18', time: '19:00-22:00' }],
    nextDate: '2099-12-18',
    capacity: { minParticipants: capacity.minParticipants, maxParticipants: capacity.maxParticipants },
    pricing: {
      ticketPrice: pricing.ticketPrice,
      currency: pricing.currency,
      refundPolicy: pricing.refundPolicy,
      cancellationPolicy: pricing.cancellationPolicy,
    },
    location: {
      city: location.city,
      cityLabel: location.cityLabel,
      neighborhood: location.neighborhood,
      neighborhoodLabel: location.neighborhoodLabel,
      isOnline: location.isOnline,
    },
    eventDetails,
    timeline: { interestCollection: 7, selectionWindow: 2, interestClosesOn: '2099-12-01' },
    publishedAt: '2099-11-24T10:00:00.000Z',
    ...overrides,
  };
}

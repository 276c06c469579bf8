/** The limits of spec 3 §5 and §9: what a host may choose in the wizard and what publishing requires. */

/** A format's title, counted after trimming. */
export const titleLength = { min: 3, max: 60 } as const;

/** Free texts: long enough for a real description, short enough to show on a card and in an e-mail. */
export const textLimits = {
  description: 2000,
  venueDetails: 200,
  details: 300,
  whatToBring: 500,
  hostFirstName: 50,
} as const;

/** Days of interest collection (the timeline slider). */
export const interestCollectionDays = { min: 3, max: 21, default: 7 } as const;

/** Days the platform takes to suggest groups and the host to approve them (the composition slider). */
export const selectionWindowDays = { min: 1, max: 5, default: 2 } as const;

/** Days selected participants have to confirm and pay; not offered in the wizard. */
export const confirmationPeriodDays = { min: 1, max: 7, default: 3 } as const;

/** Days between the end of selection and the earliest event date. */
export const eventDateBufferDays = 3;

/** How many possible dates a format may offer; the wizard suggests 2-3. */
export const possibleDateCount = { min: 1, max: 30, suggested: { min: 2, max: 3 } } as const;

/** Participants per group: two sliders, and the minimum may not exceed the maximum. */
export const minParticipants = { min: 4, max: 8, default: 4 } as const;
export const maxParticipants = { min: 8, max: 16, default: 10 } as const;
export const defaultOptimalParticipants = 6;

/** maxGroups: one group, multiple groups (10), or unlimited (999). */
export const groupCounts = { single: 1, multiple: 10, unlimited: 999 } as const;

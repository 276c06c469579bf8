import { type FormatDraft, type FormatDraftInput, mergeFormatDraft, newFormatDraft } from '@ember/hosting-rules';

/**
 * What the api takes for a draft: the wizard's fields and nothing else (a format as the api
 * answers it carries more: its numbers, the fee split, labels).
 */
export function draftRequestOf(draft: FormatDraft): FormatDraftInput {
  const {
    format,
    description,
    category,
    timeline,
    possibleDates,
    groupRules,
    capacity,
    pricing,
    hostInfo,
    location,
    eventDetails,
  } = draft;
  return {
    format,
    description,
    category,
    timeline: {
      interestCollection: timeline.interestCollection,
      selectionWindow: timeline.selectionWindow,
      confirmationPeriod: timeline.confirmationPeriod,
    },
    possibleDates: possibleDates.map(({ date, time }) => ({ date, time })),
    groupRules: { ...groupRules },
    capacity: { ...capacity },
    pricing: {
      ticketPrice: pricing.ticketPrice,
      refundPolicy: pricing.refundPolicy,
      cancellationPolicy: pricing.cancellationPolicy,
    },
    hostInfo: { email: hostInfo.email, firstName: hostInfo.firstName, isNewHost: hostInfo.isNewHost },
    location: {
      city: location.city,
      neighborhood: location.neighborhood,
      venueDetails: location.venueDetails,
      isOnline: location.isOnline,
    },
    eventDetails: { ...eventDetails, dietaryOptions: [...eventDetails.dietaryOptions] },
  };
}

/** A saved format (as the api answers it) as the wizard's draft, to edit it. */
export function draftOfFormat(format: FormatDraftInput): FormatDraft {
  return mergeFormatDraft(newFormatDraft(), draftRequestOf(mergeFormatDraft(newFormatDraft(), format)));
}

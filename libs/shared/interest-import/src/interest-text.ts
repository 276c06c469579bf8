/** Spec 1 §5 and §9: what an interest's two texts must be. */
export const interestTextLimits = { min: 20, max: 150 } as const;

/** The spec's texts, verbatim. */
export const interestMessages = {
  moreDetailTitle: 'please add more detail',
  moreDetail: 'please write at least 20 characters to help others understand what you can contribute',
} as const;

/** What a text becomes on save: trimmed and cut to 150 characters. */
export function tidyInterestText(text: string): string {
  return text.trim().slice(0, interestTextLimits.max).trim();
}

/** Long enough to be saved (counted after trimming). */
export function isDetailedEnough(text: string): boolean {
  return tidyInterestText(text).length >= interestTextLimits.min;
}

/** 'n/150' under each field. */
export function counterText(text: string): string {
  return `${text.length}/${interestTextLimits.max}`;
}

/** An interest is incomplete while either text is empty (spec 1 §3); others do not see it. */
export function isIncomplete(interest: { lookingFor: string; contribute: string }): boolean {
  return interest.lookingFor.trim() === '' || interest.contribute.trim() === '';
}

/**
 * An imported text as the api accepts it: cut to 150; one still under 20 characters is left empty
 * so the member completes it rather than the save being refused.
 */
export function importedText(text: string): string {
  const tidy = tidyInterestText(text);
  return tidy.length >= interestTextLimits.min ? tidy : '';
}

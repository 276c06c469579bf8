export interface ClaimLinkMail {
  to: string;
  formatId: string;
  formatTitle: string;
  claimUrl: string;
}

/** The next steps for a signed-in creator: the draft is in their console. */
export interface DraftSavedMail {
  to: string;
  formatId: string;
  formatTitle: string;
  consoleUrl: string;
}

export interface FormatLiveMail {
  to: string;
  formatId: string;
  formatTitle: string;
  publicUrl: string;
  consoleUrl: string;
  /** The calendar day interest collection closes. */
  interestClosesOn: string;
}

/** The end of a format's interest period, told to its host. */
export interface InterestClosedMail {
  to: string;
  formatId: string;
  formatTitle: string;
  interested: number;
}

export interface InterestExtendedMail extends InterestClosedMail {
  /** The new end of interest. */
  closesAt: Date;
}

/** Called off for too little interest: the host, and every member who was interested. */
export interface LowInterestCancelledMail extends InterestClosedMail {
  memberEmails: string[];
}

/** Interest reached the format's minimum group size: a group can form. */
export interface InterestMilestoneMail extends InterestClosedMail {
  minimum: number;
}

export abstract class HostingMailer {
  /** The next steps after making a format without an account, with the claim link. */
  abstract sendClaimLink(mail: ClaimLinkMail): Promise<void>;
  /** The next steps after making a format while signed in: finish and publish it in the console. */
  abstract sendDraftSaved(mail: DraftSavedMail): Promise<void>;
  /** The format is live: its public page to share, and its page in the console. */
  abstract sendFormatLive(mail: FormatLiveMail): Promise<void>;
  /** Interest just reached the minimum group size. */
  abstract sendInterestMilestone(mail: InterestMilestoneMail): Promise<void>;
  /** Interest closed with enough people (or the host chose to proceed anyway). */
  abstract sendInterestClosed(mail: InterestClosedMail): Promise<void>;
  /** Too few interested: the period runs once more. */
  abstract sendInterestExtended(mail: InterestExtendedMail): Promise<void>;
  /** Still too few: the format is called off; the host and the interested are told. */
  abstract sendCancelledForLowInterest(mail: LowInterestCancelledMail): Promise<void>;
}

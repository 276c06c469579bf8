export interface ClaimLinkMail {
  to: string;
  formatId: string;
  formatTitle: string;
  claimUrl: string;
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

export abstract class HostingMailer {
  /** The next steps after making a format without an account, with the claim link. */
  abstract sendClaimLink(mail: ClaimLinkMail): Promise<void>;
  /** The format is live: its public page to share, and its page in the console. */
  abstract sendFormatLive(mail: FormatLiveMail): Promise<void>;
}

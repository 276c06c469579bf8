import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, MailOutbox } from '@ember/platform';
import {
  type ClaimLinkMail,
  type DraftSavedMail,
  type FormatLiveMail,
  HostingMailer,
  type InterestClosedMail,
  type InterestExtendedMail,
  type InterestMilestoneMail,
  type LowInterestCancelledMail,
} from '../application/hosting-mailer.port.js';
import {
  claimLinkMail,
  draftSavedMail,
  formatLiveMail,
  interestClosedMail,
  interestExtendedMail,
  interestMilestoneMail,
  lowInterestHostMail,
  lowInterestMemberMail,
} from './hosting-mail.templates.js';

/** Hosting's e-mails through the mail queue; each notice about a format is sent once (its key). */
@Injectable()
export class OutboxHostingMailer extends HostingMailer {
  constructor(
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async sendClaimLink(mail: ClaimLinkMail): Promise<void> {
    await this.outbox.send(claimLinkMail(mail, this.config.SUPPORT_EMAIL));
  }

  async sendDraftSaved(mail: DraftSavedMail): Promise<void> {
    await this.outbox.send(draftSavedMail(mail, this.config.SUPPORT_EMAIL), {
      key: `hosting.draft-saved.${mail.formatId}`,
    });
  }

  async sendFormatLive(mail: FormatLiveMail): Promise<void> {
    await this.outbox.send(formatLiveMail(mail, this.config.SUPPORT_EMAIL), { key: `hosting.live.${mail.formatId}` });
  }

  async sendInterestMilestone(mail: InterestMilestoneMail): Promise<void> {
    await this.outbox.send(interestMilestoneMail(mail, this.config.SUPPORT_EMAIL), {
      key: `hosting.interest-minimum.${mail.formatId}`,
    });
  }

  async sendInterestClosed(mail: InterestClosedMail): Promise<void> {
    await this.outbox.send(interestClosedMail(mail, this.config.SUPPORT_EMAIL), {
      key: `hosting.interest-closed.${mail.formatId}`,
    });
  }

  async sendInterestExtended(mail: InterestExtendedMail): Promise<void> {
    await this.outbox.send(interestExtendedMail(mail, this.config.SUPPORT_EMAIL), {
      key: `hosting.interest-extended.${mail.formatId}`,
    });
  }

  async sendCancelledForLowInterest(mail: LowInterestCancelledMail): Promise<void> {
    const support = this.config.SUPPORT_EMAIL;
    await this.outbox.send(lowInterestHostMail(mail, support), { key: `hosting.low-interest.${mail.formatId}` });
    for (const email of mail.memberEmails)
      await this.outbox.send(lowInterestMemberMail(email, mail.formatTitle, support), {
        key: `hosting.low-interest.${mail.formatId}.${email}`,
      });
  }
}

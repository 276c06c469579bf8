import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, MailOutbox } from '@ember/platform';
import { type ClaimLinkMail, type FormatLiveMail, HostingMailer } from '../application/hosting-mailer.port.js';
import { claimLinkMail, formatLiveMail } from './hosting-mail.templates.js';

/** Hosting's e-mails through the mail queue; the live notice is sent once per format. */
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

  async sendFormatLive(mail: FormatLiveMail): Promise<void> {
    await this.outbox.send(formatLiveMail(mail, this.config.SUPPORT_EMAIL), { key: `hosting.live.${mail.formatId}` });
  }
}

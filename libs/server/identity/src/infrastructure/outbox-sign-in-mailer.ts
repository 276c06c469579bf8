import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, MailOutbox } from '@ember/platform';
import { SignInMailer, type SignInMail } from '../application/sign-in-mailer.port.js';
import { renderSignInMail } from './sign-in-mail.template.js';

@Injectable()
export class OutboxSignInMailer extends SignInMailer {
  constructor(
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  async send(mail: SignInMail): Promise<void> {
    await this.outbox.send(renderSignInMail(mail, this.config.SUPPORT_EMAIL));
  }
}

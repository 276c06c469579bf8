import { type DynamicModule, Global, Module } from '@nestjs/common';
import { MailOutbox } from './mail-outbox.js';
import { SendMailHandler } from './send-mail.handler.js';
import { SmtpMailSender } from './smtp-mail-sender.js';

@Global()
@Module({ providers: [MailOutbox], exports: [MailOutbox] })
export class MailModule {
  /** The delivery side, for the worker. */
  static forWorker(): DynamicModule {
    return { module: MailModule, providers: [MailOutbox, SmtpMailSender, SendMailHandler], exports: [MailOutbox] };
  }
}

import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { JobPayload } from '../queues/job-registry.js';

@Injectable()
export class SmtpMailSender implements OnApplicationShutdown {
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.transport = nodemailer.createTransport(config.SMTP_URL);
  }

  async send(mail: JobPayload<'mail.send'>): Promise<void> {
    await this.transport.sendMail({
      from: this.config.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      // The same id on every retry lets a receiving server drop a duplicate delivery.
      messageId: `<${mail.messageId}@${new URL(this.config.WEB_ORIGIN).hostname}>`,
      attachments: mail.attachments?.map((attachment) => ({ ...attachment })),
    });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig, MailOutbox, letter } from '@ember/platform';
import { ModerationMailer } from '../application/moderation-mailer.port.js';

/** Trust and safety e-mails through the mail queue, each with its idempotency key. */
@Injectable()
export class OutboxModerationMailer extends ModerationMailer {
  private readonly supportEmail: string;
  private readonly webOrigin: string;

  constructor(
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super();
    this.supportEmail = config.SUPPORT_EMAIL;
    this.webOrigin = config.WEB_ORIGIN;
  }

  warn(to: string, key: string, reason: string): Promise<void> {
    return this.outbox.send(
      letter({
        to,
        subject: 'A warning about your conduct on Ember',
        heading: 'Please keep Ember safe and kind',
        paragraphs: [
          'A member reported you, and our team reviewed it. This is a warning:',
          reason,
          'Another report like it can lead to your account being suspended.',
        ],
        footer: `If you think this is a mistake, write to ${this.supportEmail}.`,
      }),
      { key },
    );
  }

  reportHandled(to: string, key: string): Promise<void> {
    return this.outbox.send(
      letter({
        to,
        subject: 'We reviewed your report',
        heading: 'Thank you for telling us',
        paragraphs: [
          'Our team reviewed the member you reported and took the action it called for. For their privacy, we do not share what it was.',
          'You will not see each other again and will never be in the same group.',
        ],
        action: { label: 'Your blocked people', url: `${this.webOrigin}/emberite/settings/blocks` },
        footer: `Anything else we should know? Write to ${this.supportEmail}.`,
      }),
      { key },
    );
  }

  mediaRemoved(to: string, key: string, kind: 'photo' | 'video', reason: string): Promise<void> {
    const what = kind === 'photo' ? 'profile photo' : 'video';
    return this.outbox.send(
      letter({
        to,
        subject: `We removed your ${what}`,
        heading: `Please add a new ${what}`,
        paragraphs: [
          `Our team reviewed your ${what} and removed it, because:`,
          reason,
          `It is no longer shown to anyone. Please add a new ${what} that keeps to our community guidelines, so other members can get to know you.`,
        ],
        action: {
          label: kind === 'photo' ? 'Add a new photo' : 'Record a new video',
          url: `${this.webOrigin}${kind === 'photo' ? '/settings' : '/emberite/settings/videos'}`,
        },
        footer: `If you think this is a mistake, write to ${this.supportEmail}.`,
      }),
      { key },
    );
  }

  formatUnpublished(to: string, key: string, title: string, reason: string): Promise<void> {
    return this.outbox.send(
      letter({
        to,
        subject: `We unpublished “${title}”`,
        heading: 'Your format is no longer published',
        paragraphs: [
          `Our team reviewed your format “${title}” and took it down, because:`,
          reason,
          'Members can no longer find it or show interest in it. Your other formats are not affected.',
        ],
        action: { label: 'Your formats', url: `${this.webOrigin}/host` },
        footer: `If you think this is a mistake, or want to know what to change, write to ${this.supportEmail}.`,
      }),
      { key },
    );
  }
}

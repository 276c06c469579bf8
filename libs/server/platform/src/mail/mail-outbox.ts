import { Injectable } from '@nestjs/common';
import { newId } from '@ember/kernel';
import { JobProducer } from '../queues/job-producer.js';
import type { OutboundMail } from './outbound-mail.js';

/** Sending is queued: the request answers at once and the worker delivers with retries. */
@Injectable()
export class MailOutbox {
  constructor(private readonly producer: JobProducer) {}

  /**
   * `key` makes the message idempotent: sending the same key again while its job is kept (a day)
   * queues nothing, so a retried step that sends mail does not send it twice. Letters, digits,
   * dots and dashes.
   */
  async send(mail: OutboundMail, options: { key?: string } = {}): Promise<void> {
    await this.producer.enqueue('mail.send', { ...mail, messageId: options.key ?? newId() });
  }
}

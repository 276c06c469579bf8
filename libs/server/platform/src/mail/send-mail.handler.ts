import { Injectable } from '@nestjs/common';
import { HandlesJob, type JobHandler } from '../queues/job-handler.js';
import type { JobPayload } from '../queues/job-registry.js';
import { SmtpMailSender } from './smtp-mail-sender.js';

@Injectable()
@HandlesJob('mail.send')
export class SendMailHandler implements JobHandler<'mail.send'> {
  constructor(private readonly sender: SmtpMailSender) {}

  async handle(payload: JobPayload<'mail.send'>): Promise<void> {
    await this.sender.send(payload);
  }
}

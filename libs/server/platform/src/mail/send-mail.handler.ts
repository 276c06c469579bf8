import { Injectable } from '@nestjs/common';
import { mailFailed, mailSent } from '../metrics/metrics.js';
import { HandlesJob, type JobContext, type JobHandler } from '../queues/job-handler.js';
import type { JobPayload } from '../queues/job-registry.js';
import { SmtpMailSender } from './smtp-mail-sender.js';

@Injectable()
@HandlesJob('mail.send')
export class SendMailHandler implements JobHandler<'mail.send'> {
  constructor(private readonly sender: SmtpMailSender) {}

  async handle(payload: JobPayload<'mail.send'>, job: JobContext): Promise<void> {
    try {
      await this.sender.send(payload);
    } catch (error) {
      mailFailed.inc({ final: String(job.lastAttempt) });
      throw error;
    }
    mailSent.inc();
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { Clock } from '@ember/kernel';
import { APP_CONFIG, type AppConfig, CLOCK, MailOutbox } from '@ember/platform';
import type { GroupMailContext, RoundMailContext } from '../../application/round-mailer.port.js';
import { RoundMailer } from '../../application/round-mailer.port.js';
import { RoundMailTemplates } from './round-mail.templates.js';

/** The round e-mails through the mail queue, each with its idempotency key. */
@Injectable()
export class OutboxRoundMailer extends RoundMailer {
  private readonly templates: RoundMailTemplates;

  constructor(
    private readonly outbox: MailOutbox,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    super();
    this.templates = new RoundMailTemplates(config.WEB_ORIGIN, config.SUPPORT_EMAIL);
  }

  remindPicks(
    to: string,
    key: string,
    mail: RoundMailContext & { picksCloseAt: Date; pickCount: number; candidateCount: number },
  ): Promise<void> {
    return this.outbox.send(this.templates.reminder(to, mail), { key });
  }

  groupReady(to: string, key: string, mail: GroupMailContext & { joinDeadline: Date }): Promise<void> {
    return this.outbox.send(this.templates.groupReady(to, mail), { key });
  }

  noGroup(to: string, key: string, mail: RoundMailContext): Promise<void> {
    return this.outbox.send(this.templates.noGroup(to, mail), { key });
  }

  groupConfirmed(to: string, key: string, mail: GroupMailContext): Promise<void> {
    return this.outbox.send(this.templates.confirmed(to, mail, this.clock.now()), { key });
  }

  groupReleased(to: string, key: string, mail: GroupMailContext & { refunded: boolean }): Promise<void> {
    return this.outbox.send(this.templates.released(to, mail), { key });
  }

  groupsToApprove(
    to: string,
    key: string,
    mail: RoundMailContext & { formatId: string; groups: number; approvalDeadline: Date },
  ): Promise<void> {
    return this.outbox.send(this.templates.groupsToApprove(to, mail), { key });
  }

  groupsAutoApproved(
    to: string,
    key: string,
    mail: RoundMailContext & { formatId: string; groups: number },
  ): Promise<void> {
    return this.outbox.send(this.templates.groupsAutoApproved(to, mail), { key });
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { HandlesJob, type JobHandler, type JobPayload } from '@ember/platform';
import { recordFormation } from './formation.metrics.js';
import { ClosePicksUseCase } from '../application/close-picks.use-case.js';
import { CloseReviewUseCase } from '../application/close-review.use-case.js';
import { FormGroupsUseCase } from '../application/form-groups.use-case.js';
import { HostGroupsUseCase } from '../application/host-groups.use-case.js';
import { OpenFormatRoundUseCase } from '../application/open-format-round.use-case.js';
import { OpenPicksUseCase } from '../application/open-picks.use-case.js';
import { RemindPicksUseCase } from '../application/remind-picks.use-case.js';
import { SweepRoundsUseCase } from '../application/sweep-rounds.use-case.js';

// One processor per job of the rounds.schedule queue. Each runs an idempotent use case: the round's
// row decides whether the phase is due and not yet done, so a job delivered twice, or run by two
// workers at once, changes the round once.

@Injectable()
@HandlesJob('rounds.open-format-round')
export class OpenFormatRoundProcessor implements JobHandler<'rounds.open-format-round'> {
  constructor(private readonly open: OpenFormatRoundUseCase) {}

  async handle({ formatId }: JobPayload<'rounds.open-format-round'>): Promise<void> {
    await this.open.execute(formatId);
  }
}

@Injectable()
@HandlesJob('rounds.approve-groups')
export class ApproveGroupsProcessor implements JobHandler<'rounds.approve-groups'> {
  constructor(private readonly hostGroups: HostGroupsUseCase) {}

  async handle({ roundId }: JobPayload<'rounds.approve-groups'>): Promise<void> {
    await this.hostGroups.approveAtDeadline(roundId);
  }
}

@Injectable()
@HandlesJob('rounds.open-picks')
export class OpenPicksProcessor implements JobHandler<'rounds.open-picks'> {
  constructor(private readonly open: OpenPicksUseCase) {}

  handle({ roundId }: JobPayload<'rounds.open-picks'>): Promise<void> {
    return this.open.execute(roundId);
  }
}

@Injectable()
@HandlesJob('rounds.remind-picks')
export class RemindPicksProcessor implements JobHandler<'rounds.remind-picks'> {
  constructor(private readonly remind: RemindPicksUseCase) {}

  handle({ roundId }: JobPayload<'rounds.remind-picks'>): Promise<void> {
    return this.remind.execute(roundId);
  }
}

@Injectable()
@HandlesJob('rounds.close-picks')
export class ClosePicksProcessor implements JobHandler<'rounds.close-picks'> {
  constructor(private readonly close: ClosePicksUseCase) {}

  handle({ roundId }: JobPayload<'rounds.close-picks'>): Promise<void> {
    return this.close.execute(roundId);
  }
}

@Injectable()
@HandlesJob('rounds.form-groups')
export class FormGroupsProcessor implements JobHandler<'rounds.form-groups'> {
  constructor(private readonly form: FormGroupsUseCase) {}

  async handle({ roundId }: JobPayload<'rounds.form-groups'>): Promise<void> {
    const report = await this.form.execute(roundId);
    if (report) recordFormation(report);
  }
}

@Injectable()
@HandlesJob('rounds.close-review')
export class CloseReviewProcessor implements JobHandler<'rounds.close-review'> {
  constructor(private readonly close: CloseReviewUseCase) {}

  handle({ roundId }: JobPayload<'rounds.close-review'>): Promise<void> {
    return this.close.execute(roundId);
  }
}

@Injectable()
@HandlesJob('rounds.sweep')
export class SweepRoundsProcessor implements JobHandler<'rounds.sweep'> {
  private readonly logger = new Logger(SweepRoundsProcessor.name);

  constructor(private readonly sweep: SweepRoundsUseCase) {}

  async handle(): Promise<void> {
    const rounds = await this.sweep.execute();
    this.logger.debug(`sweep: ${rounds} unfinished round(s) scheduled`);
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { HandlesJob, type JobHandler, type JobPayload } from '@ember/platform';
import { CloseInterestUseCase } from '../application/close-interest.use-case.js';
import { SweepFormatsUseCase } from '../application/sweep-formats.use-case.js';

// The hosting.lifecycle jobs. Each runs an idempotent use case: the format's row decides whether
// the phase is due and not yet done, so a job delivered twice, or by two workers, acts once.

@Injectable()
@HandlesJob('hosting.close-interest')
export class CloseInterestProcessor implements JobHandler<'hosting.close-interest'> {
  constructor(private readonly close: CloseInterestUseCase) {}

  async handle({ formatId }: JobPayload<'hosting.close-interest'>): Promise<void> {
    await this.close.execute(formatId);
  }
}

@Injectable()
@HandlesJob('hosting.close-extended-interest')
export class CloseExtendedInterestProcessor implements JobHandler<'hosting.close-extended-interest'> {
  constructor(private readonly close: CloseInterestUseCase) {}

  async handle({ formatId }: JobPayload<'hosting.close-extended-interest'>): Promise<void> {
    await this.close.execute(formatId);
  }
}

@Injectable()
@HandlesJob('hosting.sweep')
export class SweepFormatsProcessor implements JobHandler<'hosting.sweep'> {
  private readonly logger = new Logger(SweepFormatsProcessor.name);

  constructor(private readonly sweep: SweepFormatsUseCase) {}

  async handle(): Promise<void> {
    const formats = await this.sweep.execute();
    this.logger.debug(`sweep: ${formats} format(s) collecting interest scheduled`);
  }
}

import { Module } from '@nestjs/common';
import { CLOCK, useCase } from '@ember/platform';
import { CloseInterestUseCase } from './application/close-interest.use-case.js';
import { FormatLifecycleEvents } from './application/format-lifecycle-events.js';
import { HostFigures } from './application/host-figures.port.js';
import { HostingMailer } from './application/hosting-mailer.port.js';
import { MemberAddresses } from './application/member-addresses.port.js';
import { PhaseScheduler } from './application/phase-scheduler.port.js';
import { SweepFormatsUseCase } from './application/sweep-formats.use-case.js';
import { EventFormatRepository } from './domain/event-format.repository.js';
import { HostingCoreModule } from './hosting-core.module.js';
import {
  CloseExtendedInterestProcessor,
  CloseInterestProcessor,
  SweepFormatsProcessor,
} from './infrastructure/format-phase.processors.js';
import { FormatSweepScheduler } from './infrastructure/format-sweep.scheduler.js';

/** The hosting.lifecycle jobs, for the worker: the phases of published formats and their sweep. */
@Module({
  imports: [HostingCoreModule],
  providers: [
    useCase(CloseInterestUseCase, [
      EventFormatRepository,
      HostFigures,
      FormatLifecycleEvents,
      PhaseScheduler,
      HostingMailer,
      MemberAddresses,
      CLOCK,
    ]),
    useCase(SweepFormatsUseCase, [EventFormatRepository, PhaseScheduler, CLOCK]),
    CloseInterestProcessor,
    CloseExtendedInterestProcessor,
    SweepFormatsProcessor,
    FormatSweepScheduler,
  ],
})
export class HostingWorkerModule {}

import { Module } from '@nestjs/common';
import { CLOCK, useCase } from '@ember/platform';
import { CloseInterestUseCase } from './application/close-interest.use-case.js';
import { FormatLifecycleEvents } from './application/format-lifecycle-events.js';
import { HostFigures } from './application/host-figures.port.js';
import { HostingMailer } from './application/hosting-mailer.port.js';
import { MemberAddresses } from './application/member-addresses.port.js';
import { PhaseScheduler } from './application/phase-scheduler.port.js';
import { EventFormatRepository } from './domain/event-format.repository.js';
import { HostingCoreModule } from './hosting-core.module.js';
import { CloseExtendedInterestProcessor, CloseInterestProcessor } from './infrastructure/format-phase.processors.js';

/** The hosting.lifecycle jobs, for the worker: the phases of published formats. */
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
    CloseInterestProcessor,
    CloseExtendedInterestProcessor,
  ],
})
export class HostingWorkerModule {}

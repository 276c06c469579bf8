import { Module } from '@nestjs/common';
import { IdentityCoreModule } from '@ember/identity';
import { CLOCK, useCase } from '@ember/platform';
import { FormatAdministration } from './application/format-administration.js';
import { FormatLifecycleEvents } from './application/format-lifecycle-events.js';
import { FormatSelections } from './application/format-selections.js';
import { FormatViewer } from './application/format-viewer.js';
import { HostFigures } from './application/host-figures.port.js';
import { HostingMailer } from './application/hosting-mailer.port.js';
import { LifecycleRecords } from './application/lifecycle-records.port.js';
import { MemberAddresses } from './application/member-addresses.port.js';
import { PhaseScheduler } from './application/phase-scheduler.port.js';
import { EventFormatRepository } from './domain/event-format.repository.js';
import { FormatActivityRepository } from './domain/format-activity.repository.js';
import { BullPhaseScheduler } from './infrastructure/bull-phase-scheduler.js';
import { IdentityMemberAddresses } from './infrastructure/identity-member-addresses.js';
import { OutboxHostingMailer } from './infrastructure/outbox-hosting-mailer.js';
import { SqlEventFormatRepository } from './infrastructure/sql-event-format.repository.js';
import { SqlFormatActivityRepository } from './infrastructure/sql-format-activity.repository.js';
import { SqlHostFigures } from './infrastructure/sql-host-figures.js';
import { SqlLifecycleRecords } from './infrastructure/sql-lifecycle-records.js';

const shared = [
  EventFormatRepository,
  FormatActivityRepository,
  LifecycleRecords,
  HostFigures,
  FormatViewer,
  FormatLifecycleEvents,
  FormatAdministration,
  FormatSelections,
  PhaseScheduler,
  HostingMailer,
  MemberAddresses,
];

/**
 * Hosting without HTTP, for the worker and other contexts' core modules: the formats, the read
 * models, `FormatAdministration` (the operator's console) and `FormatLifecycleEvents`, through which the lifecycle and payments report, the phase
 * jobs' scheduler and hosting's e-mails.
 */
@Module({
  imports: [IdentityCoreModule],
  providers: [
    { provide: PhaseScheduler, useClass: BullPhaseScheduler },
    { provide: HostingMailer, useClass: OutboxHostingMailer },
    { provide: MemberAddresses, useClass: IdentityMemberAddresses },
    { provide: EventFormatRepository, useClass: SqlEventFormatRepository },
    { provide: FormatActivityRepository, useClass: SqlFormatActivityRepository },
    { provide: LifecycleRecords, useClass: SqlLifecycleRecords },
    { provide: HostFigures, useClass: SqlHostFigures },
    useCase(FormatViewer, [HostFigures, CLOCK]),
    useCase(FormatAdministration, [EventFormatRepository, CLOCK]),
    useCase(FormatSelections, [EventFormatRepository, HostFigures, LifecycleRecords]),
    useCase(FormatLifecycleEvents, [EventFormatRepository, LifecycleRecords, FormatActivityRepository, CLOCK]),
  ],
  exports: shared,
})
export class HostingCoreModule {}

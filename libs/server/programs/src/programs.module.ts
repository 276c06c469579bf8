import { Module } from '@nestjs/common';
import { IdentityModule } from '@ember/identity';
import { CLOCK, useCase } from '@ember/platform';
import { CreateEnrollmentUseCase } from './application/create-enrollment.use-case.js';
import { GetProgramQuery } from './application/get-program.query.js';
import { ListMemberEnrollmentsQuery } from './application/list-member-enrollments.query.js';
import { ListProgramEnrollmentsQuery } from './application/list-program-enrollments.query.js';
import { ListProgramsQuery } from './application/list-programs.query.js';
import { MemberAccounts } from './application/member-accounts.port.js';
import { EnrollmentRepository } from './domain/enrollment.repository.js';
import { ProgramRepository } from './domain/program.repository.js';
import { EnrollmentsController } from './http/enrollments.controller.js';
import { ProgramsController } from './http/programs.controller.js';
import { IdentityMemberAccounts } from './infrastructure/identity-member-accounts.js';
import { ProgramsCoreModule } from './programs-core.module.js';

/** Programs and campaigns (seeded catalogue) and members' enrollments in them, over HTTP. */
@Module({
  imports: [ProgramsCoreModule, IdentityModule],
  controllers: [ProgramsController, EnrollmentsController],
  providers: [
    { provide: MemberAccounts, useClass: IdentityMemberAccounts },
    useCase(ListProgramsQuery, [ProgramRepository]),
    useCase(GetProgramQuery, [ProgramRepository]),
    useCase(CreateEnrollmentUseCase, [ProgramRepository, EnrollmentRepository, MemberAccounts, CLOCK]),
    useCase(ListMemberEnrollmentsQuery, [EnrollmentRepository]),
    useCase(ListProgramEnrollmentsQuery, [ProgramRepository, EnrollmentRepository, MemberAccounts]),
  ],
})
export class ProgramsModule {}

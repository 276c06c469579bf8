import { Module } from '@nestjs/common';
import { IdentityModule } from '@ember/identity';
import { CLOCK, ErrorStatusRegistry, useCase } from '@ember/platform';
import { CreateEnrollmentUseCase } from './application/create-enrollment.use-case.js';
import { EnrollmentDirectory } from './application/enrollment-directory.js';
import { GetProgramQuery } from './application/get-program.query.js';
import { ListMemberEnrollmentsQuery } from './application/list-member-enrollments.query.js';
import { ListProgramEnrollmentsQuery } from './application/list-program-enrollments.query.js';
import { ListProgramsQuery } from './application/list-programs.query.js';
import { ProgramDirectory } from './application/program-directory.js';
import { MemberAccounts } from './application/member-accounts.port.js';
import { EnrollmentRepository } from './domain/enrollment.repository.js';
import { ProgramRepository } from './domain/program.repository.js';
import { EnrollmentsController } from './http/enrollments.controller.js';
import { programsErrorMap } from './http/programs.error-map.js';
import { ProgramsController } from './http/programs.controller.js';
import { IdentityMemberAccounts } from './infrastructure/identity-member-accounts.js';
import { SqlEnrollmentRepository } from './infrastructure/sql-enrollment.repository.js';
import { SqlProgramRepository } from './infrastructure/sql-program.repository.js';

/** Programs and campaigns (seeded catalogue) and members' enrollments in them. */
@Module({
  imports: [IdentityModule],
  controllers: [ProgramsController, EnrollmentsController],
  providers: [
    { provide: ProgramRepository, useClass: SqlProgramRepository },
    { provide: EnrollmentRepository, useClass: SqlEnrollmentRepository },
    { provide: MemberAccounts, useClass: IdentityMemberAccounts },
    useCase(ListProgramsQuery, [ProgramRepository]),
    useCase(GetProgramQuery, [ProgramRepository]),
    useCase(CreateEnrollmentUseCase, [ProgramRepository, EnrollmentRepository, MemberAccounts, CLOCK]),
    useCase(ListMemberEnrollmentsQuery, [EnrollmentRepository]),
    useCase(ListProgramEnrollmentsQuery, [ProgramRepository, EnrollmentRepository, MemberAccounts]),
    useCase(EnrollmentDirectory, [EnrollmentRepository]),
    useCase(ProgramDirectory, [ProgramRepository]),
  ],
  exports: [EnrollmentDirectory, ProgramDirectory],
})
export class ProgramsModule {
  constructor(errors: ErrorStatusRegistry) {
    errors.register(programsErrorMap);
  }
}

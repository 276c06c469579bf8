import { Module } from '@nestjs/common';
import { useCase } from '@ember/platform';
import { EnrollmentDirectory } from './application/enrollment-directory.js';
import { ProgramDirectory } from './application/program-directory.js';
import { EnrollmentRepository } from './domain/enrollment.repository.js';
import { ProgramRepository } from './domain/program.repository.js';
import { SqlEnrollmentRepository } from './infrastructure/sql-enrollment.repository.js';
import { SqlProgramRepository } from './infrastructure/sql-program.repository.js';

/** Programs without HTTP, for the worker and other contexts' core modules: the two directories. */
@Module({
  providers: [
    { provide: ProgramRepository, useClass: SqlProgramRepository },
    { provide: EnrollmentRepository, useClass: SqlEnrollmentRepository },
    useCase(EnrollmentDirectory, [EnrollmentRepository]),
    useCase(ProgramDirectory, [ProgramRepository]),
  ],
  exports: [ProgramRepository, EnrollmentRepository, EnrollmentDirectory, ProgramDirectory],
})
export class ProgramsCoreModule {}

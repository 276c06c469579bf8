/**
 * The programs context: the program catalogue (with slug aliases) and members' enrollments.
 * Other contexts read enrollments through `EnrollmentDirectory` and programs through `ProgramDirectory`.
 */
export { ProgramsModule } from './programs.module.js';
export { programsDatabase } from './infrastructure/programs.database.js';
export { seedPrograms } from './infrastructure/seed-programs.js';
export { programDirectoryOn } from './infrastructure/program-directory-on.js';
export {
  EnrollmentDirectory,
  type MemberEnrollment,
  type ProgramEnrollee,
} from './application/enrollment-directory.js';
export { ProgramDirectory, type ProgramSummary } from './application/program-directory.js';
export type { PriceUnit, ProgramKind } from './domain/program.entity.js';
export { programCatalogue, programIdForSlug, programSlugAliases } from './domain/program-catalogue.js';

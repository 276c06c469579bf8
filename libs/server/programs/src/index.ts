/**
 * The programs context: the program catalogue (with slug aliases) and members' enrollments.
 * The api imports `ProgramsModule`; the worker and other contexts' core modules `ProgramsCoreModule`.
 * Other contexts read enrollments through `EnrollmentDirectory` and programs through `ProgramDirectory`.
 */
export { ProgramsModule } from './programs.module.js';
export { ProgramsCoreModule } from './programs-core.module.js';
export { programsContext } from './programs.context.js';
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

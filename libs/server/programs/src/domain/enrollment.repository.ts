import type { Enrollment } from './enrollment.entity.js';

export abstract class EnrollmentRepository {
  abstract find(userId: string, programId: string): Promise<Enrollment | null>;
  abstract listByMember(userId: string): Promise<Enrollment[]>;
  abstract listByProgram(programId: string): Promise<Enrollment[]>;
  /** Saves a new enrollment unless the member already has one in the program; false then. */
  abstract insert(enrollment: Enrollment): Promise<boolean>;
  abstract save(enrollment: Enrollment): Promise<void>;
}

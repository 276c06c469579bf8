import type { Enrollment } from '../domain/enrollment.entity.js';
import type { EnrollmentSlot, HostingDetails } from '../domain/enrollment-answers.js';
import type { EnrollmentRepository } from '../domain/enrollment.repository.js';

export interface MemberEnrollment {
  id: string;
  programId: string;
  customAnswers: Record<string, unknown> | null;
}

/** A member's answers that decide where and when they can meet in a program's groups. */
export interface ProgramEnrollee {
  userId: string;
  neighborhoods: string[] | null;
  timeSlots: EnrollmentSlot[] | null;
  hostingDetails: HostingDetails | null;
}

/**
 * What other contexts may ask of programs: a member's enrollments (the profile shows them) and
 * who is enrolled in a program with their logistics (the matching rounds form groups from them).
 */
export class EnrollmentDirectory {
  constructor(private readonly enrollments: EnrollmentRepository) {}

  async listForMember(userId: string): Promise<MemberEnrollment[]> {
    const enrollments: Enrollment[] = await this.enrollments.listByMember(userId);
    return enrollments.map(({ id, programId, customAnswers }) => ({ id, programId, customAnswers }));
  }

  async listForProgram(programId: string): Promise<ProgramEnrollee[]> {
    return (await this.enrollments.listByProgram(programId)).map(enrolleeOf);
  }

  /** The member's enrollment in the program with its logistics; null when not enrolled. */
  async enrolleeOf(userId: string, programId: string): Promise<ProgramEnrollee | null> {
    const enrollment = await this.enrollments.find(userId, programId);
    return enrollment ? enrolleeOf(enrollment) : null;
  }
}

function enrolleeOf({ userId, neighborhoods, timeSlots, hostingDetails }: Enrollment): ProgramEnrollee {
  return {
    userId,
    neighborhoods: neighborhoods ? [...neighborhoods] : null,
    timeSlots: timeSlots ? timeSlots.map((slot) => ({ ...slot })) : null,
    hostingDetails: hostingDetails ? { ...hostingDetails } : null,
  };
}

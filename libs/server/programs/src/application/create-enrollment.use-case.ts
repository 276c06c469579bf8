import type { Clock } from '@ember/kernel';
import { type RawEnrollmentAnswers, parseEnrollmentAnswers } from '../domain/enrollment-answers.js';
import { Enrollment } from '../domain/enrollment.entity.js';
import type { EnrollmentRepository } from '../domain/enrollment.repository.js';
import { EnrollmentClosedError, ProfileRequiredError, ProgramNotFoundError } from '../domain/programs.errors.js';
import type { ProgramRepository } from '../domain/program.repository.js';
import type { MemberAccounts } from './member-accounts.port.js';

export interface CreateEnrollmentCommand {
  userId: string;
  programId: string;
  answers: RawEnrollmentAnswers;
}

export interface EnrollmentOutcome {
  enrollment: Enrollment;
  /** false when the member was already enrolled and only the answers changed. */
  created: boolean;
}

/**
 * Enrols a member in a program; enrolling again in the same program updates the same enrollment.
 * After the program's deadline nobody new gets in; members already enrolled may still revise.
 */
export class CreateEnrollmentUseCase {
  constructor(
    private readonly programs: ProgramRepository,
    private readonly enrollments: EnrollmentRepository,
    private readonly accounts: MemberAccounts,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, programId, answers }: CreateEnrollmentCommand): Promise<EnrollmentOutcome> {
    const program = await this.programs.findById(programId);
    if (!program) throw new ProgramNotFoundError(programId);
    const account = await this.accounts.find(userId);
    if (!account?.hasProfile) throw new ProfileRequiredError();
    const parsed = parseEnrollmentAnswers(answers, program.configuration());
    const now = this.clock.now();

    const existing = await this.enrollments.find(userId, program.id);
    if (!existing) {
      const deadline = program.enrollmentDeadline;
      if (deadline && now.getTime() >= deadline.getTime()) throw new EnrollmentClosedError(program.name, deadline);
      const fresh = Enrollment.enroll(userId, program.id, parsed, now);
      if (await this.enrollments.insert(fresh)) return { enrollment: fresh, created: true };
    }
    // Enrolled already, or a concurrent first enrolment won the insert: revise that one.
    const enrollment = (existing ?? (await this.enrollments.find(userId, program.id)))!;
    enrollment.revise(parsed, now);
    await this.enrollments.save(enrollment);
    return { enrollment, created: false };
  }
}

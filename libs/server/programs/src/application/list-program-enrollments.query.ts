import type { Enrollment } from '../domain/enrollment.entity.js';
import type { EnrollmentRepository } from '../domain/enrollment.repository.js';
import { ProgramNotFoundError } from '../domain/programs.errors.js';
import type { ProgramRepository } from '../domain/program.repository.js';
import type { MemberAccounts } from './member-accounts.port.js';

export interface ProgramEnrollmentView {
  enrollment: Enrollment;
  /** The member's e-mail (the id the web knows members by); null if the account is gone. */
  email: string | null;
}

/** Everyone enrolled in a program, for its hosts and the admins. */
export class ListProgramEnrollmentsQuery {
  constructor(
    private readonly programs: ProgramRepository,
    private readonly enrollments: EnrollmentRepository,
    private readonly accounts: MemberAccounts,
  ) {}

  async execute(programId: string): Promise<ProgramEnrollmentView[]> {
    if (!(await this.programs.findById(programId))) throw new ProgramNotFoundError(programId);
    const enrollments = await this.enrollments.listByProgram(programId);
    const emails = new Map<string, string | null>();
    for (const userId of new Set(enrollments.map((enrollment) => enrollment.userId))) {
      emails.set(userId, (await this.accounts.find(userId))?.email ?? null);
    }
    return enrollments.map((enrollment) => ({ enrollment, email: emails.get(enrollment.userId) ?? null }));
  }
}

import type { Enrollment } from '../domain/enrollment.entity.js';
import type { EnrollmentRepository } from '../domain/enrollment.repository.js';
import { OtherMembersEnrollmentsError } from '../domain/programs.errors.js';

/** A member's own enrollments. The web names members by e-mail, so the caller's e-mail must match. */
export class ListMemberEnrollmentsQuery {
  constructor(private readonly enrollments: EnrollmentRepository) {}

  async execute(caller: { id: string; email: string }, requestedEmail: string): Promise<Enrollment[]> {
    if (requestedEmail.trim().toLowerCase() !== caller.email.toLowerCase()) throw new OtherMembersEnrollmentsError();
    return this.enrollments.listByMember(caller.id);
  }
}

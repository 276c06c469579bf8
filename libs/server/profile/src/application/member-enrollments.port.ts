export interface MemberEnrollment {
  id: string;
  programId: string;
  customAnswers: Record<string, unknown> | null;
}

/** A member's enrollments (the programs context); the profile shows them. */
export abstract class MemberEnrollments {
  abstract listForMember(userId: string): Promise<MemberEnrollment[]>;
}

import { Injectable } from '@nestjs/common';
import { EnrollmentDirectory } from '@ember/programs';
import { type MemberEnrollment, MemberEnrollments } from '../application/member-enrollments.port.js';

@Injectable()
export class ProgramsMemberEnrollments extends MemberEnrollments {
  constructor(private readonly enrollments: EnrollmentDirectory) {
    super();
  }

  listForMember(userId: string): Promise<MemberEnrollment[]> {
    return this.enrollments.listForMember(userId);
  }
}

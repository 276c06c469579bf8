import { newId } from '@ember/kernel';
import type { EnrollmentAnswers, EnrollmentSlot, HostingDetails } from './enrollment-answers.js';

/** A member's place in a program, with the answers they gave; one per member and program. */
export class Enrollment implements EnrollmentAnswers {
  id!: string;
  programId!: string;
  userId!: string;
  neighborhoods: string[] | null = null;
  timeSlots: EnrollmentSlot[] | null = null;
  interests: string[] | null = null;
  activityPreferences: string[] | null = null;
  customAnswers: Record<string, unknown> | null = null;
  canHost: boolean | null = null;
  hostingDetails: HostingDetails | null = null;
  createdAt!: Date;
  updatedAt!: Date;

  static enroll(userId: string, programId: string, answers: EnrollmentAnswers, now: Date): Enrollment {
    const enrollment = new Enrollment();
    enrollment.id = newId();
    enrollment.programId = programId;
    enrollment.userId = userId;
    enrollment.createdAt = now;
    enrollment.revise(answers, now);
    return enrollment;
  }

  /** Enrolling again replaces the answers; the enrollment stays the same one. */
  revise(answers: EnrollmentAnswers, now: Date): void {
    this.neighborhoods = answers.neighborhoods;
    this.timeSlots = answers.timeSlots;
    this.interests = answers.interests;
    this.activityPreferences = answers.activityPreferences;
    this.customAnswers = answers.customAnswers;
    this.canHost = answers.canHost;
    this.hostingDetails = answers.hostingDetails;
    this.updatedAt = now;
  }
}

import { ApiProperty } from '@nestjs/swagger';
import type { Enrollment } from '../../domain/enrollment.entity.js';

export class TimeSlotResponse {
  @ApiProperty({ example: 6 })
  dayOfWeek!: number;

  @ApiProperty({ example: 9 })
  hour!: number;
}

export class EnrollmentHostingDetailsResponse {
  @ApiProperty()
  hasVenue!: boolean;

  @ApiProperty({ type: String, nullable: true })
  venueName!: string | null;
}

export class EnrollmentResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'prog-coffee' })
  programId!: string;

  @ApiProperty({ type: String, nullable: true, description: "The member's e-mail.", example: 'alex@example.com' })
  userId!: string | null;

  @ApiProperty({ type: [String], nullable: true })
  neighborhoods!: string[] | null;

  @ApiProperty({ type: [TimeSlotResponse], nullable: true })
  timeSlots!: TimeSlotResponse[] | null;

  @ApiProperty({ type: [String], nullable: true })
  interests!: string[] | null;

  @ApiProperty({ type: [String], nullable: true })
  activityPreferences!: string[] | null;

  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true })
  customAnswers!: Record<string, unknown> | null;

  @ApiProperty({ type: Boolean, nullable: true })
  canHost!: boolean | null;

  @ApiProperty({ type: EnrollmentHostingDetailsResponse, nullable: true })
  hostingDetails!: EnrollmentHostingDetailsResponse | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;

  static from(enrollment: Enrollment, email: string | null): EnrollmentResponse {
    return {
      id: enrollment.id,
      programId: enrollment.programId,
      userId: email,
      neighborhoods: enrollment.neighborhoods,
      timeSlots: enrollment.timeSlots,
      interests: enrollment.interests,
      activityPreferences: enrollment.activityPreferences,
      customAnswers: enrollment.customAnswers,
      canHost: enrollment.canHost,
      hostingDetails: enrollment.hostingDetails,
      createdAt: enrollment.createdAt.toISOString(),
      updatedAt: enrollment.updatedAt.toISOString(),
    };
  }
}

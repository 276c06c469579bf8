import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { type AuthenticatedUser, CurrentUser, Roles } from '@ember/identity';
import { ErrorBody } from '@ember/platform';
import { CreateEnrollmentUseCase } from '../application/create-enrollment.use-case.js';
import { ListMemberEnrollmentsQuery } from '../application/list-member-enrollments.query.js';
import { ListProgramEnrollmentsQuery } from '../application/list-program-enrollments.query.js';
import { CreateEnrollmentRequest } from './dto/create-enrollment.request.dto.js';
import { EnrollmentResponse } from './dto/enrollment.response.dto.js';

@ApiTags('programs')
@ApiBadRequestResponse({ type: ErrorBody })
@Controller('enrollments')
export class EnrollmentsController {
  constructor(
    private readonly enroll: CreateEnrollmentUseCase,
    private readonly memberEnrollments: ListMemberEnrollmentsQuery,
    private readonly programEnrollments: ListProgramEnrollmentsQuery,
  ) {}

  /**
   * Enrols the caller (who needs a profile) in a program. Empty lists are stored as null and
   * hostingDetails only when canHost. Idempotent per member and program: 201 the first time, then
   * 200 with the same enrollment and the new answers.
   */
  @Post()
  @ApiCreatedResponse({ type: EnrollmentResponse, description: 'Enrolled.' })
  @ApiOkResponse({ type: EnrollmentResponse, description: 'Already enrolled: the answers were updated.' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'No such program.' })
  @ApiConflictResponse({ type: ErrorBody, description: 'The caller has no profile yet.' })
  async createEnrollment(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateEnrollmentRequest,
    @Res({ passthrough: true }) response: Response,
  ): Promise<EnrollmentResponse> {
    const { programId, ...answers } = body;
    const { enrollment, created } = await this.enroll.execute({ userId: user.id, programId, answers });
    response.status(created ? 201 : 200);
    return EnrollmentResponse.from(enrollment, user.email);
  }

  /** The caller's own enrollments; userId is the caller's e-mail (anyone else's answers 403). */
  @Get('user/:userId')
  @ApiOkResponse({ type: [EnrollmentResponse] })
  @ApiForbiddenResponse({ type: ErrorBody })
  async listUserEnrollments(
    @CurrentUser() user: AuthenticatedUser,
    @Param('userId') userId: string,
  ): Promise<EnrollmentResponse[]> {
    const enrollments = await this.memberEnrollments.execute(user, userId);
    return enrollments.map((enrollment) => EnrollmentResponse.from(enrollment, user.email));
  }

  /** Hosts and admins: everyone enrolled in a program. */
  @Get('program/:programId')
  @Roles('host', 'admin')
  @ApiOkResponse({ type: [EnrollmentResponse] })
  @ApiForbiddenResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  async listProgramEnrollments(@Param('programId') programId: string): Promise<EnrollmentResponse[]> {
    const views = await this.programEnrollments.execute(programId);
    return views.map(({ enrollment, email }) => EnrollmentResponse.from(enrollment, email));
  }
}

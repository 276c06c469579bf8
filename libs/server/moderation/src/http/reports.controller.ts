import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNoContentResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser } from '@ember/identity';
import { ErrorBody } from '@ember/platform';
import { ReportMemberUseCase } from '../application/report-member.use-case.js';
import { ReportMemberRequest } from './dto/report-member.request.dto.js';

/** Members report members; a report also blocks, both ways. The reported member is not told. */
@ApiTags('moderation')
@ApiBadRequestResponse({ type: ErrorBody })
@Controller('reports')
export class ReportsController {
  constructor(private readonly reporting: ReportMemberUseCase) {}

  @Post()
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorBody })
  async reportMember(@CurrentUser() user: AuthenticatedUser, @Body() body: ReportMemberRequest): Promise<void> {
    await this.reporting.execute({ reporterId: user.id, ...body });
  }
}

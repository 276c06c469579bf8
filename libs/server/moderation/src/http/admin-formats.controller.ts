import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser, Roles } from '@ember/identity';
import { ErrorBody } from '@ember/platform';
import { ListFormatsQuery } from '../application/list-formats.query.js';
import { UnpublishFormatUseCase } from '../application/unpublish-format.use-case.js';
import { OperatorReasonRequest } from './dto/admin-member.request.dto.js';
import { ListAdminFormatsRequest } from './dto/admin-formats.request.dto.js';
import { AdminFormatResponse, AdminFormatsResponse } from './dto/admin-format.response.dto.js';

/** Every host's event formats; unpublishing one with a reason mailed to its host. Admins only. */
@ApiTags('moderation')
@ApiBadRequestResponse({ type: ErrorBody })
@ApiForbiddenResponse({ type: ErrorBody, description: 'Admins only.' })
@Roles('admin')
@Controller('admin/formats')
export class AdminFormatsController {
  constructor(
    private readonly listing: ListFormatsQuery,
    private readonly unpublishing: UnpublishFormatUseCase,
  ) {}

  @Get()
  @ApiOkResponse({ type: AdminFormatsResponse })
  async listAdminFormats(@Query() query: ListAdminFormatsRequest): Promise<AdminFormatsResponse> {
    const page = await this.listing.execute(query.status, query.limit, query.offset);
    return { formats: page.formats.map(AdminFormatResponse.from), total: page.total };
  }

  /** Archives a published format: it leaves search and its public page; the host is e-mailed why. */
  @Post(':formatId/unpublish')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminFormatResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'The format is not published.' })
  async unpublishFormat(
    @CurrentUser() user: AuthenticatedUser,
    @Param('formatId') formatId: string,
    @Body() body: OperatorReasonRequest,
  ): Promise<AdminFormatResponse> {
    return AdminFormatResponse.from(await this.unpublishing.execute(user, formatId, body.reason));
  }
}

import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type AuthenticatedUser, CurrentUser, Roles } from '@ember/identity';
import { ErrorBody } from '@ember/platform';
import { ContentReviewQueueQuery } from '../application/content-review-queue.query.js';
import { ReviewContentUseCase } from '../application/review-content.use-case.js';
import { ContentReviewItemResponse, ContentReviewQueueResponse } from './dto/content-review.response.dto.js';
import { MemberMediaResponse } from './dto/member-media.response.dto.js';
import { RemoveContentRequest } from './dto/remove-content.request.dto.js';

/** Content review: new and replaced photos and prompt videos, approved or removed. Admins only. */
@ApiTags('moderation')
@ApiBadRequestResponse({ type: ErrorBody })
@ApiForbiddenResponse({ type: ErrorBody, description: 'Admins only.' })
@Roles('admin')
@Controller('admin/content')
export class AdminContentController {
  constructor(
    private readonly queue: ContentReviewQueueQuery,
    private readonly review: ReviewContentUseCase,
  ) {}

  @Get()
  @ApiOkResponse({ type: ContentReviewQueueResponse })
  async listContentAwaitingReview(): Promise<ContentReviewQueueResponse> {
    const { items, total } = await this.queue.execute();
    return { items: items.map(ContentReviewItemResponse.from), total };
  }

  @Post(':mediaId/approve')
  @HttpCode(200)
  @ApiOkResponse({ type: MemberMediaResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async approveContent(
    @CurrentUser() user: AuthenticatedUser,
    @Param('mediaId') mediaId: string,
  ): Promise<MemberMediaResponse> {
    return MemberMediaResponse.from(await this.review.approve(user, mediaId));
  }

  /** Deletes the photo or video for good (its URLs answer 404) and e-mails the member why. */
  @Post(':mediaId/remove')
  @HttpCode(200)
  @ApiOkResponse({ type: MemberMediaResponse })
  @ApiNotFoundResponse({ type: ErrorBody })
  async removeContent(
    @CurrentUser() user: AuthenticatedUser,
    @Param('mediaId') mediaId: string,
    @Body() body: RemoveContentRequest,
  ): Promise<MemberMediaResponse> {
    return MemberMediaResponse.from(await this.review.remove(user, mediaId, body.reason));
  }
}

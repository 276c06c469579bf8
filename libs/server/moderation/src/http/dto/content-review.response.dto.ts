import { ApiProperty } from '@nestjs/swagger';
import type { ContentReviewItem } from '../../application/content-review-queue.query.js';
import { AdminMemberResponse } from './admin-member.response.dto.js';
import { MemberMediaResponse } from './member-media.response.dto.js';

export class ContentReviewItemResponse {
  @ApiProperty({ type: MemberMediaResponse })
  media!: MemberMediaResponse;

  @ApiProperty({ type: AdminMemberResponse, nullable: true })
  owner!: AdminMemberResponse | null;

  static from(item: ContentReviewItem): ContentReviewItemResponse {
    return {
      media: MemberMediaResponse.from(item.media),
      owner: item.owner ? AdminMemberResponse.from(item.owner) : null,
    };
  }
}

export class ContentReviewQueueResponse {
  @ApiProperty({ type: [ContentReviewItemResponse], description: 'Awaiting review, oldest first (at most 50).' })
  items!: ContentReviewItemResponse[];

  @ApiProperty({ description: 'How many photos and videos await review in all.' })
  total!: number;
}

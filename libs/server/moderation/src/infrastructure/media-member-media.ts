import { Injectable } from '@nestjs/common';
import { MediaReview } from '@ember/media';
import { MemberMedia, type MemberMediaItem } from '../application/member-media.port.js';

/** Photos and videos through the media context's review facade. */
@Injectable()
export class MediaMemberMedia extends MemberMedia {
  constructor(private readonly review: MediaReview) {
    super();
  }

  awaitingReview(limit: number): Promise<{ items: MemberMediaItem[]; total: number }> {
    return this.review.awaiting(limit);
  }

  readyOf(memberId: string): Promise<MemberMediaItem[]> {
    return this.review.readyOf(memberId);
  }

  approve(mediaId: string): Promise<MemberMediaItem | null> {
    return this.review.approve(mediaId);
  }

  remove(mediaId: string): Promise<MemberMediaItem | null> {
    return this.review.remove(mediaId);
  }
}

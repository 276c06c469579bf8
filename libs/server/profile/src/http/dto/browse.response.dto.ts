import { ApiProperty } from '@nestjs/swagger';
import { sexes } from '@ember/member-rules';
import type { BrowseCard, BrowsePage } from '../../application/browse-profiles.query.js';
import { AgeBandResponse, band } from './profile.response.dto.js';

/** A browse card: what the card shows and nothing more (no exact age, logistics or preferences). */
export class BrowseCardResponse {
  @ApiProperty({ format: 'uuid', description: 'The profile id.' })
  id!: string;

  @ApiProperty({ example: 'Sam' })
  firstName!: string;

  @ApiProperty({ type: AgeBandResponse, nullable: true })
  ageBand!: AgeBandResponse | null;

  @ApiProperty({ enum: sexes })
  sex!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The ready photo; relative URLs are resolved on the photo base.',
  })
  photoUrl!: string | null;

  @ApiProperty({
    type: [String],
    maxItems: 5,
    description: "The first five complete interests' names, in the member's order (the caller's own: all kinds).",
  })
  interests!: string[];

  @ApiProperty({ description: "The caller's own card (shown with '(you)')." })
  isOwn!: boolean;

  @ApiProperty({ description: "One of the demo members a laptop's `npm start` seeds (never in production)." })
  demo!: boolean;

  static from(card: BrowseCard): BrowseCardResponse {
    return {
      id: card.id,
      firstName: card.firstName,
      ageBand: band(card.ageBand),
      sex: card.sex,
      photoUrl: card.photoUrl,
      interests: card.interests,
      isOwn: card.isOwn,
      demo: card.demo,
    };
  }
}

/** One page of a browse list, in the fair order. */
export class BrowsePageResponse {
  @ApiProperty({ type: [BrowseCardResponse] })
  profiles!: BrowseCardResponse[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as cursor for the next page; null on the last page.',
  })
  nextCursor!: string | null;

  static from(page: BrowsePage): BrowsePageResponse {
    return { profiles: page.cards.map((card) => BrowseCardResponse.from(card)), nextCursor: page.nextCursor };
  }
}

import { ApiProperty } from '@nestjs/swagger';
import { sexes } from '@ember/member-rules';
import type { PublicProfileView } from '../../application/view-profile.query.js';
import { AgeBandResponse, VideoResponse, band } from './profile.response.dto.js';

export class PublicInterestResponse {
  @ApiProperty({ example: 'Book Club' })
  name!: string;

  @ApiProperty()
  lookingFor!: string;

  @ApiProperty()
  contribute!: string;
}

/** A member's profile as another member sees it: no exact age, no logistics, no private answers. */
export class PublicProfileResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Alex' })
  firstName!: string;

  @ApiProperty({ type: AgeBandResponse, nullable: true })
  ageBand!: AgeBandResponse | null;

  @ApiProperty({ enum: sexes })
  sex!: string;

  @ApiProperty({ example: 'CA:ON:Toronto', description: "Short form; 'other' with the typed city in newLocation." })
  location!: string;

  @ApiProperty({ type: String, nullable: true })
  newLocation!: string | null;

  @ApiProperty({ type: String, nullable: true, enum: ['open', 'not_looking'] })
  relationshipStatus!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'The ready photo; null when there is none.' })
  photoUrl!: string | null;

  @ApiProperty({ type: [String] })
  bucketList!: string[];

  @ApiProperty({ type: [PublicInterestResponse], description: 'Complete interests only (all of them for the owner).' })
  interests!: PublicInterestResponse[];

  @ApiProperty({ type: [VideoResponse], description: 'Empty unless the viewer has a video of their own.' })
  videos!: VideoResponse[];

  @ApiProperty({ description: "The caller's own profile." })
  isOwn!: boolean;

  @ApiProperty({ description: "One of the demo members a laptop's `npm start` seeds (never in production)." })
  demo!: boolean;

  static from(view: PublicProfileView): PublicProfileResponse {
    return {
      ...view,
      ageBand: band(view.ageBand),
      bucketList: [...view.bucketList],
      interests: view.interests.map((interest) => ({ ...interest })),
      videos: view.videos.map((video) => ({ ...video })),
    };
  }
}

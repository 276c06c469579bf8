import { ApiProperty } from '@nestjs/swagger';
import type { MyInterest } from '../../application/format-interest.js';
import { interestGapMessage, interestGaps } from '../../domain/interest-gaps.js';

/** The signed-in member's interest in an active format, and what keeps them from registering. */
export class MyInterestResponse {
  @ApiProperty({ description: 'Registered and not withdrawn.' })
  interested!: boolean;

  @ApiProperty({ description: 'The format still collects interest (register and withdraw work).' })
  open!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When interest collection ends.' })
  closesAt!: string | null;

  @ApiProperty({ description: 'The member hosts this format; hosts are never in its pool.' })
  isHost!: boolean;

  @ApiProperty({
    enum: interestGaps,
    isArray: true,
    description: 'What is missing before registering; empty when nothing.',
  })
  missing!: (typeof interestGaps)[number][];

  @ApiProperty({
    type: String,
    nullable: true,
    example:
      'Others need to see you before you can register interest: add a video answering a fun prompt to your profile.',
    description: 'What is missing, as a sentence to show; null when nothing is.',
  })
  missingMessage!: string | null;

  static from(interest: MyInterest): MyInterestResponse {
    return {
      interested: interest.interested,
      open: interest.open,
      closesAt: interest.closesAt?.toISOString() ?? null,
      isHost: interest.isHost,
      missing: [...interest.gaps],
      missingMessage: interest.gaps.length > 0 ? interestGapMessage(interest.gaps) : null,
    };
  }
}

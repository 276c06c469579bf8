import { ApiProperty } from '@nestjs/swagger';
import { roundStatuses, type Round } from '../../domain/round/round.entity.js';
import { joinChargeKinds } from '../../domain/round/round-terms.js';

export class GroupSizeRangeResponse {
  @ApiProperty({ example: 4 })
  min!: number;

  @ApiProperty({ example: 6 })
  max!: number;
}

export class JoinChargeResponse {
  @ApiProperty({ enum: joinChargeKinds, description: 'deposit: held and applied to the event; payment: the price.' })
  kind!: string;

  @ApiProperty({ description: 'Integer cents.', example: 1000 })
  amountCents!: number;

  @ApiProperty({ example: 'CAD' })
  currency!: string;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** Fields every round answer shares. */
export class RoundBaseResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'prog-coffee' })
  programId!: string;

  @ApiProperty({ example: 'Weekend coffee' })
  programName!: string;

  @ApiProperty({ example: 'CA:ON:Toronto' })
  city!: string;

  @ApiProperty({ example: 'America/Toronto', description: 'Times are shown in this zone.' })
  timeZone!: string;

  @ApiProperty({ enum: roundStatuses })
  status!: string;

  @ApiProperty({ format: 'date-time' })
  picksOpenAt!: string;

  @ApiProperty({ format: 'date-time' })
  picksCloseAt!: string;

  @ApiProperty({ example: 24 })
  reviewHours!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Set once the groups are formed.' })
  reviewClosesAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'A one-off event, if any.' })
  eventStartsAt!: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    description: 'The hosted format whose selection round this is; null for a program round.',
  })
  formatId!: string | null;

  @ApiProperty({ example: 90 })
  sessionMinutes!: number;

  @ApiProperty({ example: 1, description: 'Weekly sessions a group has.' })
  sessions!: number;

  @ApiProperty({ type: GroupSizeRangeResponse })
  groupSize!: GroupSizeRangeResponse;

  @ApiProperty({ type: JoinChargeResponse })
  joinCharge!: JoinChargeResponse;

  static base(round: Round): RoundBaseResponse {
    return {
      id: round.id,
      programId: round.programId,
      programName: round.programName,
      formatId: round.formatId,
      city: round.city,
      timeZone: round.timeZone,
      status: round.status,
      picksOpenAt: round.picksOpenAt.toISOString(),
      picksCloseAt: round.picksCloseAt.toISOString(),
      reviewHours: round.reviewHours,
      reviewClosesAt: iso(round.reviewClosesAt),
      eventStartsAt: iso(round.eventStartsAt),
      sessionMinutes: round.sessionMinutes,
      sessions: round.sessions,
      groupSize: { min: round.minGroupSize, max: round.maxGroupSize },
      joinCharge: { kind: round.chargeKind, amountCents: round.chargeCents, currency: round.currency },
    };
  }
}

/** A round as an admin or its host manages it. */
export class RoundResponse extends RoundBaseResponse {
  @ApiProperty()
  genderBalance!: boolean;

  @ApiProperty()
  requireVenue!: boolean;

  @ApiProperty({ type: Number, nullable: true })
  maxAgeSpread!: number | null;

  @ApiProperty({ example: 'continue-if-minimum' })
  dropoutStrategy!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  static from(round: Round): RoundResponse {
    return {
      ...RoundBaseResponse.base(round),
      genderBalance: round.genderBalance,
      requireVenue: round.requireVenue,
      maxAgeSpread: round.maxAgeSpread,
      dropoutStrategy: round.dropoutStrategy,
      createdAt: round.createdAt.toISOString(),
    };
  }
}

export class RoundListResponse {
  @ApiProperty({ type: [RoundResponse] })
  rounds!: RoundResponse[];
}

import { ApiProperty } from '@nestjs/swagger';
import { type Program, priceUnits, programKinds } from '../../domain/program.entity.js';

export class ProgramConfigurationResponse {
  @ApiProperty({ description: 'The onboarding wizard asks for interests.' })
  requiresInterests!: boolean;

  @ApiProperty({ description: 'The wizard asks for neighbourhoods.' })
  requiresNeighborhood!: boolean;

  @ApiProperty({ description: 'The wizard asks whether the member can host.' })
  allowsHosting!: boolean;

  @ApiProperty({ description: 'The wizard asks for weekend time slots.' })
  requiresTimeSlots!: boolean;
}

export class TrackResponse {
  @ApiProperty({ example: 'salsa-bachata' })
  id!: string;

  @ApiProperty({ example: 'salsa / bachata' })
  name!: string;
}

export class PriceResponse {
  @ApiProperty({ description: 'Integer cents.', example: 4500 })
  amountCents!: number;

  @ApiProperty({ example: 'CAD' })
  currency!: string;

  @ApiProperty({ enum: priceUnits, example: 'per-session' })
  unit!: string;
}

export class GroupSizeResponse {
  @ApiProperty({ example: 6 })
  min!: number;

  @ApiProperty({ example: 12 })
  max!: number;
}

export class ProgramResponse {
  @ApiProperty({ example: 'prog-coffee' })
  id!: string;

  @ApiProperty({ description: 'The path that names it: /start/{slug}.', example: 'coffee' })
  slug!: string;

  @ApiProperty({ example: 'Weekend coffee' })
  name!: string;

  @ApiProperty()
  summary!: string;

  @ApiProperty({ enum: programKinds })
  kind!: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: "When registration closes and profiles are revealed ('available now' after it).",
  })
  enrollmentDeadline!: string | null;

  @ApiProperty({ type: ProgramConfigurationResponse })
  configuration!: ProgramConfigurationResponse;

  @ApiProperty({ type: [TrackResponse] })
  tracks!: TrackResponse[];

  @ApiProperty({ type: PriceResponse })
  price!: PriceResponse;

  @ApiProperty({ type: GroupSizeResponse })
  groupSize!: GroupSizeResponse;

  @ApiProperty({ type: Number, nullable: true, description: 'Length of a multi-week program.' })
  weeks!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  sessionMinutes!: number | null;

  static from(program: Program): ProgramResponse {
    return {
      id: program.id,
      slug: program.slug,
      name: program.name,
      summary: program.summary,
      kind: program.kind,
      enrollmentDeadline: program.enrollmentDeadline?.toISOString() ?? null,
      configuration: program.configuration(),
      tracks: program.tracks.map(({ id, name }) => ({ id, name })),
      price: { amountCents: program.priceCents, currency: program.currency, unit: program.priceUnit },
      groupSize: { min: program.minGroupSize, max: program.maxGroupSize },
      weeks: program.weeks,
      sessionMinutes: program.sessionMinutes,
    };
  }
}

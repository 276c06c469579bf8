import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Allow, ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { changeableFields } from '../../domain/profile-changes.js';

export class ProfilePropertyChange {
  @ApiProperty({
    enum: changeableFields,
    description:
      'Vibe check: discoveryPreference, discoveryPreferenceOther, relationshipStatus, preferredSex, minIdealAge and ' +
      'maxIdealAge (together). Settings: neighborhoods, canHost, hostingDetails, availableTimeSlots, interests (the ' +
      'whole list: items with an id are revised, without one added, missing ones removed). firstName, age, sex and ' +
      'location are refused (409 profile.field-locked).',
    example: 'discoveryPreference',
  })
  @IsString({ message: 'Field must be text.' })
  @MaxLength(60)
  Field!: string;

  @ApiProperty({
    description: 'The new value; its type depends on Field.',
    oneOf: [
      { type: 'string' },
      { type: 'integer' },
      { type: 'boolean' },
      { type: 'array', items: {} },
      { type: 'object', additionalProperties: true },
      { type: 'null' },
    ],
    example: 'videos',
  })
  @Allow()
  Value!: unknown;
}

export class UpdateProfilePropertyRequest {
  @ApiPropertyOptional({ description: "The member's location, short or long form.", example: 'CA:ON:Toronto' })
  @IsOptional()
  @IsString({ message: 'Location must be text.' })
  @MaxLength(200)
  Location?: string;

  @ApiPropertyOptional({ type: [ProfilePropertyChange], maxItems: 20 })
  @IsOptional()
  @IsArray({ message: 'Changes must be a list.' })
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => ProfilePropertyChange)
  Changes?: ProfilePropertyChange[];
}

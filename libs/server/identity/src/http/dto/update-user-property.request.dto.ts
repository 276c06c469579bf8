import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, ValidateNested } from 'class-validator';
import { userPropertyFields } from '../../domain/user-properties.js';

export class UserPropertyChange {
  @ApiProperty({ enum: userPropertyFields, example: 'relationshipStatus' })
  @IsIn(userPropertyFields, { message: `field must be one of: ${userPropertyFields.join(', ')}.` })
  field!: string;

  @ApiProperty({
    description:
      'location: text; roadmaps: {roadmapId: stepId[]}; relationshipStatus: open | not_looking; ' +
      'preferredSex: (male | female | any)[]; minIdealAge and maxIdealAge: integers 18-120, sent together; ' +
      'bucketList: text[] (trimmed, empties and duplicates dropped).',
    oneOf: [
      { type: 'string' },
      { type: 'integer' },
      { type: 'array', items: { type: 'string' } },
      { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    ],
    example: 'open',
  })
  @IsDefined()
  value!: unknown;
}

export class UpdateUserPropertyRequest {
  @ApiProperty({ type: [UserPropertyChange], minItems: 1, maxItems: 20 })
  @IsArray()
  @ArrayMinSize(1, { message: 'Please send at least one change.' })
  @ArrayMaxSize(20)
  @ValidateNested({ each: true })
  @Type(() => UserPropertyChange)
  changes!: UserPropertyChange[];
}

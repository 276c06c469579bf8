import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class RemoveContentRequest {
  @ApiProperty({ description: 'Why; e-mailed to the member with a request for a new photo or video.' })
  @IsString({ message: 'Please give a reason.' })
  @MaxLength(1000)
  reason!: string;
}

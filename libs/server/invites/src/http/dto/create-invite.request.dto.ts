import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class CreateInviteRequest {
  @ApiProperty({ description: "The member's first name; it becomes the readable half of the code.", example: 'Ada' })
  @IsString({ message: 'textPart must be text.' })
  @MaxLength(60, { message: 'textPart has at most 60 characters.' })
  textPart!: string;
}

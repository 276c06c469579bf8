import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

export class SendMagicLinkRequest {
  @ApiProperty({ example: 'alex@example.com', maxLength: 320 })
  @IsString()
  @MaxLength(320)
  email!: string;
}

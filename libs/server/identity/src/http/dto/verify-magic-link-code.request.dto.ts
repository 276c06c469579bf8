import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

export class VerifyMagicLinkCodeRequest {
  @ApiProperty({ example: 'alex@example.com', maxLength: 320 })
  @IsString()
  @MaxLength(320)
  email!: string;

  @ApiProperty({ example: '042917', pattern: '^\\d{6}$' })
  @IsString()
  @Matches(/^\d{6}$/, { message: 'The code is 6 digits.' })
  code!: string;
}

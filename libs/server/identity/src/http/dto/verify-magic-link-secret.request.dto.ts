import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length, MaxLength } from 'class-validator';

export class VerifyMagicLinkSecretRequest {
  @ApiProperty({ example: 'alex@example.com', maxLength: 320 })
  @IsString()
  @MaxLength(320)
  email!: string;

  @ApiProperty({ description: 'The secret from the magic link.', minLength: 16, maxLength: 200 })
  @IsString()
  @Length(16, 200)
  secret!: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Length } from 'class-validator';

export class OAuthCallbackRequest {
  @ApiProperty({ description: 'The authorization code the provider returned.' })
  @IsString()
  @Length(1, 4096)
  code!: string;

  @ApiPropertyOptional({ description: 'The state the provider returned; checked against the pending sign-in.' })
  @IsOptional()
  @IsString()
  @Length(1, 512)
  state?: string;
}

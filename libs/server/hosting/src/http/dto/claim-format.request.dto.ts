import { ApiProperty } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';

export class ClaimFormatRequest {
  @ApiProperty({ description: 'The `token` of the mailed link /host/claim?token=…' })
  @IsString()
  @Length(20, 200)
  token!: string;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class DeleteVideoRequest {
  @ApiProperty({ example: '0193a1b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(64)
  videoId!: string;

  @ApiPropertyOptional({ example: 'CA:ON:Toronto' })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  location?: string;
}

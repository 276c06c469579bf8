import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { prompts, promptTypes } from '../../domain/prompt.catalogue.js';

/** The text fields of the upload form; the file itself arrives as `video`. */
export class UploadVideoRequest {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The recording or a video file (mp4, webm, mov …).' })
  video?: unknown;

  @ApiPropertyOptional({ example: 'CA:ON:Toronto', description: "The member's location, as the web app sends it." })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  location?: string;

  @ApiPropertyOptional({
    enum: prompts.map((prompt) => prompt.id),
    description: "The prompt answered; without it, today's daily prompt.",
  })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  promptId?: string;

  @ApiPropertyOptional({
    enum: promptTypes,
    description: 'Sent for fun and useful prompts; must agree with the prompt.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  promptType?: string;
}

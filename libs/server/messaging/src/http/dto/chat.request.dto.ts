import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

export class ChatHistoryRequest {
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    description: 'The last sequence number the client has: only later messages are answered. Absent: the latest page.',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'after must be a whole number.' })
  @Min(0, { message: 'after must be a whole number.' })
  @Max(2_147_483_647, { message: 'after is too large.' })
  after?: number;
}

export class SendChatMessageRequest {
  @ApiProperty({ description: 'The message, 1-1000 characters after trimming.', example: 'See you at 7!' })
  @IsString({ message: 'Please write a message.' })
  @MaxLength(4000, { message: 'Please keep a message under 1000 characters.' })
  body!: string;
}

export class ReportChatMessageRequest {
  @ApiPropertyOptional({ description: 'Why, in a few words (at most 500 characters).', example: 'Rude' })
  @IsOptional()
  @IsString({ message: 'reason must be text.' })
  @MaxLength(500, { message: 'Please keep the reason under 500 characters.' })
  reason?: string;
}

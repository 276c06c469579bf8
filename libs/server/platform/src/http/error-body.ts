import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The body of every error answer. `code` is stable; `message` is safe to show. */
export class ErrorBody {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ example: 'validation.failed' })
  code!: string;

  @ApiProperty({ example: 'Please check the highlighted fields.' })
  message!: string;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  details?: Record<string, unknown>;
}

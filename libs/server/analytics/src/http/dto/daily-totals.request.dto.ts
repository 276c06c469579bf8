import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';

export class DailyTotalsRequest {
  @ApiProperty({ example: '2025-11-01', description: 'First day, YYYY-MM-DD.' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'from must be written YYYY-MM-DD.' })
  from!: string;

  @ApiProperty({ example: '2025-11-30', description: 'Last day (included), YYYY-MM-DD; at most 366 days after from.' })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'to must be written YYYY-MM-DD.' })
  to!: string;
}

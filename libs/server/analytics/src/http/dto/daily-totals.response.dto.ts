import { ApiProperty } from '@nestjs/swagger';

export class ActivityMetricsTotals {
  @ApiProperty() tat!: number;
  @ApiProperty() pv!: number;
  @ApiProperty() ts!: number;
  @ApiProperty() bc!: number;
  @ApiProperty() sp!: number;
  @ApiProperty() fa!: number;
}

export class DayTotals {
  @ApiProperty({ example: '2025-11-20' })
  date!: string;

  @ApiProperty({ description: 'Anonymous visitors with activity that day.' })
  visitors!: number;

  @ApiProperty({ description: 'Signed-in members with activity that day.' })
  members!: number;

  @ApiProperty({ type: ActivityMetricsTotals })
  metrics!: ActivityMetricsTotals;
}

export class DailyTotalsResponse {
  @ApiProperty({ type: [DayTotals], description: 'Days with activity, oldest first.' })
  days!: DayTotals[];
}

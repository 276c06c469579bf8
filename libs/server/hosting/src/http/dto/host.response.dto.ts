import { ApiProperty } from '@nestjs/swagger';
import type { HostDashboard, Trend } from '../../application/host-dashboard.query.js';
import type { FormatActivity } from '../../domain/format-activity.entity.js';
import { activityTypes } from '../../domain/format-activity.entity.js';

export class TrendResponse {
  @ApiProperty({ example: 2, description: 'The figure 30 days ago.' })
  previous!: number;

  @ApiProperty({ example: 1, description: 'Now minus 30 days ago.' })
  change!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 50,
    description: 'The change in whole percent; null when the figure was 0.',
  })
  percent!: number | null;
}

export class DashboardHostResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'host@example.com' })
  email!: string;

  @ApiProperty({ type: String, nullable: true, example: 'Maya', description: 'From the formats’ hostInfo.firstName.' })
  firstName!: string | null;
}

/** Spec 3 §3's host dashboard metrics from stored data, each with its trend against 30 days ago. */
export class HostDashboardResponse {
  @ApiProperty({ type: DashboardHostResponse })
  host!: DashboardHostResponse;

  @ApiProperty({ description: 'Formats that are not archived.' })
  totalFormats!: number;

  @ApiProperty({ type: TrendResponse })
  totalFormatsTrend!: TrendResponse;

  @ApiProperty()
  activeFormats!: number;

  @ApiProperty({ type: TrendResponse })
  activeFormatsTrend!: TrendResponse;

  @ApiProperty()
  draftFormats!: number;

  @ApiProperty({ type: TrendResponse })
  draftFormatsTrend!: TrendResponse;

  @ApiProperty()
  completedFormats!: number;

  @ApiProperty({ type: TrendResponse })
  completedFormatsTrend!: TrendResponse;

  @ApiProperty({ description: 'Attended out of recorded attendance, in whole percent (0 before any).' })
  averageAttendance!: number;

  @ApiProperty({ type: TrendResponse })
  attendanceTrend!: TrendResponse;

  @ApiProperty({ description: "The host's earnings net of refunds, in cents." })
  totalRevenue!: number;

  @ApiProperty({ type: TrendResponse })
  revenueTrend!: TrendResponse;

  @ApiProperty({ description: 'Interest not withdrawn in active formats.' })
  activeInterest!: number;

  @ApiProperty({ type: TrendResponse })
  interestTrend!: TrendResponse;

  @ApiProperty({ format: 'date-time' })
  asOf!: string;

  @ApiProperty({ format: 'date-time', description: 'Trends compare with the figures at this moment.' })
  since!: string;

  static from({ host, metrics, trends, asOf, since }: HostDashboard): HostDashboardResponse {
    const trend = (value: Trend): TrendResponse => ({ ...value });
    return {
      host,
      totalFormats: metrics.totalFormats,
      totalFormatsTrend: trend(trends.totalFormats),
      activeFormats: metrics.activeFormats,
      activeFormatsTrend: trend(trends.activeFormats),
      draftFormats: metrics.draftFormats,
      draftFormatsTrend: trend(trends.draftFormats),
      completedFormats: metrics.completedFormats,
      completedFormatsTrend: trend(trends.completedFormats),
      averageAttendance: metrics.averageAttendance,
      attendanceTrend: trend(trends.averageAttendance),
      totalRevenue: metrics.totalRevenue,
      revenueTrend: trend(trends.totalRevenue),
      activeInterest: metrics.activeInterest,
      interestTrend: trend(trends.activeInterest),
      asOf: asOf.toISOString(),
      since: since.toISOString(),
    };
  }
}

export class HostActivityItemResponse {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: activityTypes })
  type!: string;

  @ApiProperty({ example: 'You created “Pottery and pints”.' })
  message!: string;

  @ApiProperty({ example: 'Pottery and pints', description: 'The title when it happened.' })
  formatTitle!: string;

  @ApiProperty({ format: 'uuid' })
  formatId!: string;

  @ApiProperty({ format: 'date-time', description: 'When it happened; the web shows it as "2 hours ago".' })
  timestamp!: string;

  static from(activity: FormatActivity): HostActivityItemResponse {
    return {
      id: activity.id,
      type: activity.type,
      message: activity.message,
      formatTitle: activity.formatTitle,
      formatId: activity.formatId,
      timestamp: activity.occurredAt.toISOString(),
    };
  }
}

export class HostActivityResponse {
  @ApiProperty({ type: [HostActivityItemResponse], description: 'Newest first.' })
  activities!: HostActivityItemResponse[];

  @ApiProperty({ example: 12 })
  total!: number;

  @ApiProperty({ example: 10 })
  limit!: number;

  @ApiProperty({ example: 0 })
  offset!: number;
}

import { Module } from '@nestjs/common';
import { CLOCK, useCase } from '@ember/platform';
import { DailyTotalsQuery } from './application/daily-totals.query.js';
import { RecordActivityBatchUseCase } from './application/record-activity-batch.use-case.js';
import { DailyActivityRepository } from './domain/daily-activity.repository.js';
import { AnalyticsController } from './http/analytics.controller.js';
import { VisitorCookie } from './http/visitor-cookie.js';
import { SqlDailyActivityRepository } from './infrastructure/sql-daily-activity.repository.js';

/** Daily usage counters from the web tracker, and the admins' report on them. */
@Module({
  controllers: [AnalyticsController],
  providers: [
    { provide: DailyActivityRepository, useClass: SqlDailyActivityRepository },
    useCase(RecordActivityBatchUseCase, [DailyActivityRepository, CLOCK]),
    useCase(DailyTotalsQuery, [DailyActivityRepository]),
    VisitorCookie,
  ],
})
export class AnalyticsModule {}

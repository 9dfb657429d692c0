import { Module } from '@nestjs/common';
import { AnalyticsController } from './analytics.http.controller';
import { AppointmentTypeSummaryOfHandler, BudgetActualsOfHandler, CustomerSummaryOfHandler } from './analytics.queries';

/**
 * Analytics and the budget planner's actuals (spec 001 §2, §3, §7), read from the buckets the
 * signings projection keeps per type of work and per customer and the expense buckets.
 */
@Module({
  controllers: [AnalyticsController],
  providers: [AppointmentTypeSummaryOfHandler, CustomerSummaryOfHandler, BudgetActualsOfHandler],
})
export class AnalyticsModule {}

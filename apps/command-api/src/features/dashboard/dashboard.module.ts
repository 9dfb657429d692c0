import { Module } from '@nestjs/common';
import { DashboardController } from './dashboard.http.controller';
import { ExpenseSummaryOfHandler, NextAppointmentAfterHandler, SigningCountHandler, SigningSummaryOfHandler } from './dashboard.queries';

/** The dashboard: the year's signings and expenses by month, the next appointment, the import offer. */
@Module({
  controllers: [DashboardController],
  providers: [SigningSummaryOfHandler, NextAppointmentAfterHandler, SigningCountHandler, ExpenseSummaryOfHandler],
})
export class DashboardModule {}

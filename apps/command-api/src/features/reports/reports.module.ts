import { Module } from '@nestjs/common';
import { ReportController } from './report.http.controller';
import { ReportFiles } from './report-files';
import { ReportOfHandler } from './report.query';

/** Reports (spec 000 §2, spec 001): income, unpaid, by type, P&L, expenses, mileage, tax, summary, customers; JSON, PDF, XLSX, CSV. */
@Module({
  controllers: [ReportController],
  providers: [ReportOfHandler, ReportFiles],
})
export class ReportsModule {}

import { Controller, Get, Inject, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ReportQuery, type Report } from '@notary/contracts';
import { REPORT_KINDS, type ReportKind } from '@notary/contracts/wire-values';
import type { Clock } from '@notary/platform';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { OwnerId } from '../../core/http/owner';
import { Validate } from '../../core/http/validation';
import { CLOCK } from '../../core/tokens';
import { ReportFiles } from './report-files';
import { reportPeriod } from './report-period';
import { ReportOf } from './report.query';

const isKind = (kind: string): kind is ReportKind => (REPORT_KINDS as readonly string[]).includes(kind);

/**
 * GET /api/reportapi/{kind}?Year= or ?StartDate=&EndDate=: the report's figures as JSON, or with
 * &format=pdf|xlsx|csv the same report as a file. Only the signed-in notary's own rows are read.
 */
@Controller('api/reportapi')
export class ReportController {
  constructor(
    private readonly queries: QueryBus,
    private readonly files: ReportFiles,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get(':kind')
  async report(
    @OwnerId() ownerId: string,
    @Param('kind') kind: string,
    @Query(new Validate(ReportQuery)) query: z.output<typeof ReportQuery>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Report | undefined> {
    if (!isKind(kind)) throw new NotFoundException(`There is no ${kind} report: the reports are ${REPORT_KINDS.join(', ')}.`);
    const now = this.clock.now();
    const today = query.AsOf ?? now.toISOString().slice(0, 10);
    const report: Report = await this.queries.execute(new ReportOf(ownerId, kind, reportPeriod(query, today), today, now.toISOString()));
    if (!query.format) return report;
    await this.files.send(reply, report, query.format);
    return undefined;
  }
}

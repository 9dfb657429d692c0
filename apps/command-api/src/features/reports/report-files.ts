import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import type { Report, ReportFormat } from '@notary/contracts';
import { PdfRenderPool, reportCsv } from '@notary/documents';
import type { FastifyReply } from 'fastify';

const TYPES: Record<ReportFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

/**
 * A report as a file. The PDF and the workbook are made in a worker thread (hundreds of milliseconds
 * of CPU for a busy year), so the API keeps answering meanwhile; the CSV is plain text, made here.
 */
@Injectable()
export class ReportFiles implements OnModuleDestroy {
  private readonly pool = new PdfRenderPool({ size: 1 });

  async make(report: Report, format: ReportFormat): Promise<Buffer> {
    if (format === 'csv') return Buffer.from(`\uFEFF${reportCsv(report)}`, 'utf8');
    return this.pool.renderReport(report, format);
  }

  /** The file name says what and when: income-report-2026.pdf, tax-report-2026-01-01-to-2026-03-31.xlsx. */
  fileName(report: Report, format: ReportFormat): string {
    const { StartDate, EndDate, Label } = report.Period;
    const period = /^\d{4}$/.test(Label) ? Label : `${StartDate}-to-${EndDate}`;
    return `${report.Kind}-report-${period}.${format}`;
  }

  async send(reply: FastifyReply, report: Report, format: ReportFormat) {
    const file = await this.make(report, format);
    // The PDF opens in the browser (the report's own window); the workbook and the CSV download.
    const disposition = format === 'pdf' ? 'inline' : 'attachment';
    await reply
      .status(200)
      .header('content-type', TYPES[format])
      .header('content-length', String(file.length))
      .header('content-disposition', `${disposition}; filename="${this.fileName(report, format)}"`)
      .header('cache-control', 'private, no-store')
      .header('x-frame-options', 'SAMEORIGIN')
      .send(file);
  }

  onModuleDestroy(): Promise<void> {
    return this.pool.close();
  }
}

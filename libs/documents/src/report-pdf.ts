/**
 * A report as PDF bytes. This renders on the calling thread: a server goes through
 * PdfRenderPool.renderReport, which calls this inside a worker thread.
 */
import type { Report } from '@notary/contracts';
import { renderPdf } from './pdf-engine';
import { reportDefinition, type ReportLayoutOptions } from './report-layout';

export type RenderReportPdfOptions = ReportLayoutOptions;

export async function renderReportPdf(report: Report, options: RenderReportPdfOptions = {}): Promise<Buffer> {
  return renderPdf(reportDefinition(report, options));
}
